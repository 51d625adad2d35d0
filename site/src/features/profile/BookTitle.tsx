import { useLanguage } from '@pathagar/shared-i18n/react';
import { useQuery } from '@tanstack/react-query';
import { bookQuery } from '../books/queries';
import type { RentRecord } from './queries';

/**
 * A rent record's book title in the reader's language. Records carry only the name the request
 * was saved with (the Bangla one); in English the book itself is fetched (and shared with the
 * book page's cache) for its English name, falling back to the saved one.
 */
export function useBookTitle(record: Pick<RentRecord, 'bookId' | 'bookname'>): string {
  const { language } = useLanguage();
  const english = language === 'en';
  const book = useQuery({ ...bookQuery(String(record.bookId)), enabled: english });
  return (english && book.data?.booknameEnglish?.trim()) || record.bookname;
}

export function BookTitle({ record }: { record: Pick<RentRecord, 'bookId' | 'bookname'> }) {
  return <>{useBookTitle(record)}</>;
}
