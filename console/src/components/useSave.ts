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
 * Create or update through the dataProvider, with the screen's toasts; resolves true on success
 * and false on failure, so a form keeps every input when the save failed.
 */
export function useSave(resource: string, messages: Messages) {
  const { t } = useTranslation();
  const toast = useToast();
  const [create, created] = useCreate();
  const [update, updated] = useUpdate();

  const done = (promise: Promise<unknown>) =>
    promise.then(
      () => {
        toast(messages.success, 'success', messages.duration);
        return true;
      },
      (error: unknown) => {
        toast(failureText(t, error, messages.failure), 'error', messages.duration);
        return false;
      }
    );

  return {
    pending: created.isPending || updated.isPending,
    create: (data: object) => done(create(resource, { data }, { returnPromise: true })),
    update: (id: RaRecord['id'], data: object, previousData?: RaRecord) =>
      done(
        update(
          resource,
          { id, data, previousData },
          { mutationMode: 'pessimistic', returnPromise: true }
        )
      ),
  };
}
