import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useGetOne, useUpdate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { useTranslation } from '@pathagar/shared-i18n/react';
import { FormPage } from '../../components/fields';
import { failureText } from '../../components/i18n';
import { TOAST, useToast } from '../../components/toast';
import type { BookInput, BookRecord } from './dataProvider';
import { takenSerialIndex } from './serialConflict';
import { BookForm } from './BookForm';

export default function BookEdit() {
  const { t } = useTranslation();
  const toast = useToast();
  const { id = '' } = useParams<'id'>();
  const {
    data: book,
    isPending: loading,
    error,
  } = useGetOne<BookRecord>('books', { id: Number(id) });
  const [update, { isPending }] = useUpdate();

  const save = (input: BookInput) =>
    update(
      'books',
      { id: Number(id), data: input, previousData: book },
      { mutationMode: 'pessimistic', returnPromise: true }
    ).then(
      () => {
        toast(t('console:books.updated'), 'success', TOAST.add);
        return true;
      },
      (failure: unknown) => {
        const taken = takenSerialIndex(failure, input.serialNumbers.length);
        if (taken !== null) {
          const serial = input.serialNumbers[taken] ?? '';
          toast(t('console:books.form.serialTaken', { serial }), 'error', TOAST.add);
          return { serialTaken: taken };
        }
        toast(failureText(t, failure, t('console:app.failed')), 'error', TOAST.add);
        return false;
      }
    );

  return (
    <FormPage title={t('console:books.editTitle')}>
      {loading && <CircularProgress aria-label={t('loading')} />}
      {error && <Typography role="alert">{t('console:app.loadFailed')}</Typography>}
      {book?.serialNumbers && (
        <BookForm
          mode="edit"
          coverUrl={book.imgUrl}
          initial={{
            bookname: book.bookname,
            booknameEnglish: book.booknameEnglish,
            authorname: book.authorname,
            authornameEnglish: book.authornameEnglish,
            aboutbook: book.aboutbook,
            aboutbookEnglish: book.aboutbookEnglish,
            booktype: book.booktype,
            serialNumbers: book.serialNumbers,
          }}
          pending={isPending}
          onSubmit={save}
        />
      )}
    </FormPage>
  );
}
