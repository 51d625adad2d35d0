import { useCreate, useUpdate, type RaRecord } from 'react-admin';
import { useTranslation } from '@pathagar/shared-i18n/react';
import { failureText } from './i18n';
import { useToast } from './toast';

interface Messages {
  success: string;
  failure: string;
  duration: number;
}

/**
 * A form's own reading of a failure (e.g. a field the server named): the toast's text, or null
 * for the usual one.
 */
export type OnSaveError = (error: unknown) => string | null;

/**
 * Create or update through the dataProvider, with the screen's toasts; resolves true on success
 * and false on failure, so a form keeps every input when the save failed.
 */
export function useSave(resource: string, messages: Messages) {
  const { t } = useTranslation();
  const toast = useToast();
  const [create, created] = useCreate();
  const [update, updated] = useUpdate();

  const done = (promise: Promise<unknown>, onError?: OnSaveError) =>
    promise.then(
      () => {
        toast(messages.success, 'success', messages.duration);
        return true;
      },
      (error: unknown) => {
        const text = onError?.(error) ?? failureText(t, error, messages.failure);
        toast(text, 'error', messages.duration);
        return false;
      }
    );

  return {
    pending: created.isPending || updated.isPending,
    create: (data: object, onError?: OnSaveError) =>
      done(create(resource, { data }, { returnPromise: true }), onError),
    update: (id: RaRecord['id'], data: object, previousData?: RaRecord, onError?: OnSaveError) =>
      done(
        update(
          resource,
          { id, data, previousData },
          { mutationMode: 'pessimistic', returnPromise: true }
        ),
        onError
      ),
  };
}
