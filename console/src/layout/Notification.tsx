import { Notification as RaNotification } from 'react-admin';

/** Toasts sit at the bottom right (spec §2.4); each call sets its own duration. */
export function Notification() {
  return <RaNotification anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} />;
}
