import { useNotify } from 'react-admin';
import { useCallback } from 'react';

/** Toast durations of admin-content.md §4 and §9, in ms. */
export const TOAST = {
  eventNotice: 2500,
  gallery: 1500,
  bookDelete: 1500,
  add: 2000,
  default: 2500,
} as const;

/** A toast at the bottom right (see layout/Notification) that hides itself after `duration`. */
export function useToast() {
  const notify = useNotify();
  return useCallback(
    (message: string, type: 'success' | 'error' | 'info', duration: number = TOAST.default) =>
      notify(message, { type, autoHideDuration: duration }),
    [notify]
  );
}
