import { dataOf, type ApiClient, type paths } from '@pathagar/sdk';
import { notFound, resourceProvider } from '../../providers/resourceProvider';

/** The one record of `dashboard`: every figure and the pending counts behind the menu dots. */
export const DASHBOARD_ID = 'figures';

export type DashboardFigures =
  paths['/ext/dashboard']['get']['responses'][200]['content']['application/json'];
export type DashboardRecord = DashboardFigures & { id: typeof DASHBOARD_ID };

/** Which of the dashboard's counts a menu entry's dot follows. */
export type PendingCount = Extract<keyof DashboardFigures, `pending${string}`>;

export const dashboardProvider = (api: ApiClient) =>
  resourceProvider({
    getOne: async (id): Promise<DashboardRecord> => {
      if (String(id) !== DASHBOARD_ID) notFound();
      return { ...dataOf(await api.GET('/ext/dashboard')), id: DASHBOARD_ID };
    },
  });
