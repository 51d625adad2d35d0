import { useCreate } from 'react-admin';
import { useTranslation } from '@pathagar/shared-i18n/react';
import { FormPage } from '../../components/fields';
import { failureText } from '../../components/i18n';
import { TOAST, useToast } from '../../components/toast';
import type { BookInput } from './dataProvider';
import { takenSerialIndex } from './serialConflict';
import { BookForm, emptyBook } from './BookForm';

export default function BookCreate() {
  const { t } = useTranslation();
  const toast = useToast();
  const [create, { isPending }] = useCreate();

  const save = (input: BookInput) =>
    create('books', { data: input }, { returnPromise: true }).then(
      () => {
        toast(t('console:books.added'), 'success', TOAST.add);
        return true;
      },
      (error: unknown) => {
        const taken = takenSerialIndex(error, input.serialNumbers.length);
        if (taken !== null) {
          const serial = input.serialNumbers[taken] ?? '';
          toast(t('console:books.form.serialTaken', { serial }), 'error', TOAST.add);
          return { serialTaken: taken };
        }
        toast(failureText(t, error, t('console:app.failed')), 'error', TOAST.add);
        return false;
      }
    );

  return (
    <FormPage title={t('console:books.addTitle')}>
      <BookForm mode="create" initial={emptyBook()} pending={isPending} onSubmit={save} />
    </FormPage>
  );
}
