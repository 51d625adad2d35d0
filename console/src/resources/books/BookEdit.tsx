import { EditPage } from '../../components/forms';
import { TOAST } from '../../components/toast';
import type { BookRecord } from './dataProvider';
import { BookForm } from './BookForm';

export default function BookEdit() {
  return (
    <EditPage<BookRecord> resource="books" duration={TOAST.add}>
      {/* The list's records lack the serials: the form waits for the full record. */}
      {(book, form) => book.serialNumbers && <BookForm record={book} {...form} />}
    </EditPage>
  );
}
