import type { ApiClient } from '@pathagar/sdk';
import type { I18n } from '@pathagar/shared-i18n';
import { I18nextProvider } from '@pathagar/shared-i18n/react';
import type { QueryClient } from '@tanstack/react-query';
import { lazy, useMemo } from 'react';
import { AdminContext, CustomRoutes, memoryStore, Resource } from 'react-admin';
import { Navigate, Route, useParams } from 'react-router-dom';
import { theme } from './app/theme';
import { AdminUI } from './layout/AdminUI';
import { createAuthProvider, TWO_FACTOR_PATH } from './providers/authProvider';
import { createDataProvider } from './providers/dataProvider';
import { createI18nProvider } from './providers/i18nProvider';
import { RESOURCES } from './resources';
import { UserProfilePage } from './resources/users';

const MemberDeskPage = lazy(() => import('./resources/desk/MemberDesk'));
const BookDayPage = lazy(() => import('./resources/desk/BookDay'));
const CopyPage = lazy(() => import('./resources/copies/CopyPage'));
const ScanPage = lazy(() => import('./resources/copies/ScanPage'));
const LabelSheet = lazy(() => import('./resources/copies/LabelSheet'));

/** The legacy admin paths (admin-content.md §2) lead to the same screens here. */
const LEGACY_EDIT_PATHS = {
  editbooks: 'books',
  editblogs: 'blogs',
  editnotice: 'notices',
  editgallery: 'gallery',
} as const;

// Pages that are not resources, loaded on the first visit like the resources' screens.
const Dashboard = lazy(() => import('./resources/dashboard/DashboardPage'));
const MissionPage = lazy(() => import('./resources/mission/MissionPage'));
const SettingsPage = lazy(() => import('./resources/settings/SettingsPage'));
const TwoFactorPage = lazy(() => import('./resources/two-factor/TwoFactorPage'));
const CsvImportPage = lazy(() => import('./resources/csv/CsvImportPage'));

function LegacyEdit({ resource }: { resource: string }) {
  const { id } = useParams();
  return <Navigate replace to={`/${resource}/${id ?? ''}`} />;
}

export interface AppProps {
  api: ApiClient;
  i18n: I18n;
  /** Tests pass one that does not retry. */
  queryClient?: QueryClient;
}

export function App({ api, i18n, queryClient }: AppProps) {
  const providers = useMemo(
    () => ({
      dataProvider: createDataProvider(api),
      authProvider: createAuthProvider(api),
      i18nProvider: createI18nProvider(i18n),
    }),
    [api, i18n]
  );
  return (
    <I18nextProvider i18n={i18n}>
      {/* react-admin's <Admin> is AdminContext + AdminUI; our AdminUI keeps the login page light. */}
      <AdminContext
        {...providers}
        queryClient={queryClient}
        // shared-i18n already stores the language (legacy `language` key); react-admin's own
        // store would keep a second copy that logout could not reason about.
        store={memoryStore()}
        theme={theme}
      >
        <AdminUI
          // The home page after login (admin-operations.md §2 Admin Dashboard), as in react-admin's
          // demo; the mission and settings pages are custom routes: neither lists records.
          dashboard={Dashboard}
          requireAuth
          disableTelemetry
        >
          {RESOURCES.map((resource) => (
            <Resource key={resource.name} {...resource} />
          ))}
          <CustomRoutes>
            <Route path="/mission" element={<MissionPage />} />
            <Route path="/settings" element={<SettingsPage />} />
            <Route path={TWO_FACTOR_PATH} element={<TwoFactorPage />} />
            <Route path="/adminhome" element={<Navigate replace to="/" />} />
            <Route path="/dashboard" element={<Navigate replace to="/" />} />
            <Route path="/addbooks" element={<Navigate replace to="/books/create" />} />
            <Route path="/addevents" element={<Navigate replace to="/events/create" />} />
            <Route path="/viewadminprofile/:id" element={<UserProfilePage />} />
            <Route path="/members/:id/desk" element={<MemberDeskPage />} />
            <Route path="/book-day" element={<BookDayPage />} />
            <Route path="/import/books" element={<CsvImportPage what="books" />} />
            <Route path="/import/members" element={<CsvImportPage what="members" />} />
            <Route path="/copies/:serial" element={<CopyPage />} />
            <Route path="/scan" element={<ScanPage />} />
            <Route path="/labels" element={<LabelSheet />} />
            {Object.entries(LEGACY_EDIT_PATHS).map(([path, resource]) => (
              <Route
                key={path}
                path={`/${path}/:id`}
                element={<LegacyEdit resource={resource} />}
              />
            ))}
          </CustomRoutes>
        </AdminUI>
      </AdminContext>
    </I18nextProvider>
  );
}
