import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@pathagar/sdk';
import { useRefresh, type GetListResult, type RaRecord } from 'react-admin';
import { useToast } from './toast';

/** Pop-ups of the members desk hide after 1.5 s (admin-operations.md §4, §9). */
export const POPUP_DURATION = 1500;

/** The server no longer has the record (another admin handled it, another tab deleted it). */
export const isGone = (error: unknown) => isApiError(error) && error.code === 'not_found';

/**
 * Takes records out of every cached list of `resource`, as react-admin's own delete does once the
 * server said yes: the row leaves at once, with no second load of the whole list.
 */
export function useDropFromLists() {
  const queryClient = useQueryClient();
  return useCallback(
    (resource: string, drop: (record: RaRecord) => boolean) => {
      queryClient.setQueriesData<GetListResult>({ queryKey: [resource, 'getList'] }, (result) => {
        if (!result?.data) return result;
        const data = result.data.filter((record) => !drop(record));
        const removed = result.data.length - data.length;
        if (!removed) return result;
        return {
          ...result,
          data,
          total: result.total === undefined ? undefined : result.total - removed,
        };
      });
    },
    [queryClient]
  );
}

export interface RowActionTexts {
  success: string;
  /** The text for a failure; may also react to it (refresh a stale list). */
  failure: (error: unknown) => string;
}

/**
 * One row's (or one page's) actions: `pending` while a call is in flight, so the buttons can be
 * disabled; a green or red pop-up afterwards. Resolves true on success.
 */
export function useRowAction() {
  const toast = useToast();
  const [pending, setPending] = useState(false);
  const run = useCallback(
    async (action: () => Promise<unknown>, texts: RowActionTexts) => {
      setPending(true);
      try {
        await action();
        toast(texts.success, 'success', POPUP_DURATION);
        return true;
      } catch (error) {
        toast(texts.failure(error), 'error', POPUP_DURATION);
        return false;
      } finally {
        setPending(false);
      }
    },
    [toast]
  );
  return { pending, run };
}

/**
 * A decision on a row of a waiting list (approve, reject, delete): the call with its pop-ups; on
 * success the rows `leaves` picks leave the list at once. When the server no longer has the
 * record (someone else handled it) the list reloads as the server has it, and `gone` says so.
 */
export function useListRowAction(resource: string, gone: string) {
  const drop = useDropFromLists();
  const refresh = useRefresh();
  const { pending, run } = useRowAction();
  const act = async (
    call: () => Promise<unknown>,
    texts: RowActionTexts & { leaves: (record: RaRecord) => boolean }
  ) => {
    const done = await run(call, {
      success: texts.success,
      failure: (error) => {
        if (!isGone(error)) return texts.failure(error);
        refresh();
        return gone;
      },
    });
    if (done) drop(resource, texts.leaves);
    return done;
  };
  return { pending, act };
}
