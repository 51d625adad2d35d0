import { useSyncExternalStore, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { adminSession } from '../../app/session';
import { TWO_FACTOR_PATH } from '../../providers/authProvider';

/** Whether the admin must set up two-factor login before anything else (the server requires it). */
export function useMustSetUpTwoFactor(): boolean {
  return useSyncExternalStore(adminSession.subscribe, adminSession.mustSetUpTwoFactor);
}

/**
 * Keeps the admin on the set-up screen while the server requires two-factor login and it is not
 * set up: every other screen would only collect 403s, so none of them is mounted.
 */
export function TwoFactorGate({ children }: { children: ReactNode }) {
  const mustSetUp = useMustSetUpTwoFactor();
  const { pathname } = useLocation();
  if (mustSetUp && pathname !== TWO_FACTOR_PATH) {
    return <Navigate replace to={TWO_FACTOR_PATH} />;
  }
  return children;
}
