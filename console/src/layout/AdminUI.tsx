import CssBaseline from '@mui/material/CssBaseline';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { CoreAdminUI, LoadingPage, type CoreAdminUIProps } from 'react-admin';
import { adminSession } from '../app/session';
import { LoginPage } from './LoginPage';
import type * as RaPages from './raPages';
import { Notification } from './Notification';

type Load<P> = () => Promise<{ default: ComponentType<P> }>;

/**
 * A page from its own chunk. react-admin's LoadingPage covers the wait (it stays blank for its
 * first second, so a quick load shows no flash).
 */
function loadsLater<P extends object>(load: Load<P>): (props: P) => ReactNode {
  const Page = lazy(load);
  return function LoadingLater(props: P) {
    return (
      <Suspense fallback={<LoadingPage />}>
        <Page {...props} />
      </Suspense>
    );
  };
}

/**
 * One of react-admin's own pages (./raPages.ts, one chunk for all of them). CoreAdminUI passes
 * each the props react-admin's AdminUI would; the wrapper only forwards them.
 */
const fromPages = (name: keyof typeof RaPages) =>
  loadsLater<object>(() =>
    import('./raPages').then((pages) => ({ default: pages[name] as ComponentType<object> }))
  );

// Made once: a component type made while rendering would remount its page on every render.
const AccessDenied = fromPages('AccessDenied');
const AuthCallback = fromPages('AuthCallback');
const AuthenticationError = fromPages('AuthenticationError');
const NotFound = fromPages('NotFound');
const ErrorPage = fromPages('Error');
const loadLayout = () => import('./Layout');
const Layout = loadsLater(loadLayout);

// An admin with a session goes straight to the menu layout: fetch it alongside the entry rather
// than after the session check, so a returning admin waits no longer than when it was in the entry.
if (adminSession.isLoggedIn()) void loadLayout().catch(() => undefined);

/**
 * react-admin's AdminUI with the same pages, but only the login page, the loading page and the
 * toasts are in the first download. AdminUI imports its default layout, login form (and with it
 * react-hook-form), error and not-found pages statically, so a login page that should weigh
 * little cannot use it; this is its body (ra-ui-materialui's AdminUI.tsx) over CoreAdminUI,
 * with the menu layout and the rarely seen pages lazy.
 */
export function AdminUI(props: CoreAdminUIProps) {
  return (
    <CssBaseline enableColorScheme>
      <CoreAdminUI
        accessDenied={AccessDenied}
        authCallbackPage={AuthCallback}
        authenticationError={AuthenticationError}
        catchAll={NotFound}
        error={ErrorPage}
        layout={Layout}
        loading={LoadingPage}
        loginPage={LoginPage}
        {...props}
      />
      <Notification />
    </CssBaseline>
  );
}
