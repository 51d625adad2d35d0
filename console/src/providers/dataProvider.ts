import type { ApiClient } from '@pathagar/sdk';
import { combineDataProviders, type DataProvider } from 'react-admin';
import { approvalsActions, approvalsProvider } from '../resources/approvals/dataProvider';
import { blogsProvider } from '../resources/blogs/dataProvider';
import { booksProvider } from '../resources/books/dataProvider';
import { dashboardProvider } from '../resources/dashboard/dataProvider';
import { donationsActions, donationsProvider } from '../resources/donations/dataProvider';
import { eventsProvider } from '../resources/events/dataProvider';
import { faqsProvider } from '../resources/faqs/dataProvider';
import { galleryProvider } from '../resources/gallery/dataProvider';
import { loansActions, loansProvider } from '../resources/loans/dataProvider';
import { missionProvider } from '../resources/mission/dataProvider';
import { noticesProvider } from '../resources/notices/dataProvider';
import { proposalsActions, proposalsProvider } from '../resources/proposals/dataProvider';
import { rankProvider } from '../resources/rank/dataProvider';
import { requestsActions, requestsProvider } from '../resources/requests/dataProvider';
import { returnsActions, returnsProvider } from '../resources/returns/dataProvider';
import { settingsActions } from '../resources/settings/dataProvider';
import { teamProvider } from '../resources/team/dataProvider';
import { topReadersProvider } from '../resources/top-readers/dataProvider';
import { usersActions, usersProvider } from '../resources/users/dataProvider';

/*
 * The console's one data provider, as react-admin's demo builds its own: one small provider per
 * resource beside its screens (resources/<name>/dataProvider.ts, over the SDK), combined with
 * ra-core's combineDataProviders. The actions that are not create/update/delete (approve,
 * reject, confirm a return, reset…) come from the same files and join the provider, so screens
 * call them through useConsoleDataProvider() and a 401 still ends the session in one place.
 * Records get an `id` (the uniqueId where the legacy client addressed records by it, `_id`
 * otherwise). Errors are the SDK's ApiError, whose `status` react-admin hands to checkError.
 */

function createProviders(api: ApiClient) {
  return {
    dashboard: dashboardProvider(api),
    requests: requestsProvider(api),
    loans: loansProvider(api),
    returns: returnsProvider(api),
    approvals: approvalsProvider(api),
    donations: donationsProvider(api),
    users: usersProvider(api),
    proposals: proposalsProvider(api),
    books: booksProvider(api),
    events: eventsProvider(api),
    blogs: blogsProvider(api),
    notices: noticesProvider(api),
    gallery: galleryProvider(api),
    rank: rankProvider(api),
    'top-readers': topReadersProvider(api),
    mission: missionProvider(api),
    faqs: faqsProvider(api),
    team: teamProvider(api),
  } satisfies Record<string, DataProvider>;
}

export type ResourceName = keyof ReturnType<typeof createProviders>;

const createActions = (api: ApiClient) => ({
  ...requestsActions(api),
  ...loansActions(api),
  ...returnsActions(api),
  ...approvalsActions(api),
  ...donationsActions(api),
  ...usersActions(api),
  ...proposalsActions(api),
  ...settingsActions(api),
});

/** The custom actions of the desks (approve, reject, confirm a return, reset…). */
export type ConsoleActions = ReturnType<typeof createActions>;

/** The console's data provider: react-admin's methods plus the desks' actions. */
export type ConsoleDataProvider = DataProvider & ConsoleActions;

const isResource = (
  providers: Record<ResourceName, DataProvider>,
  resource: string
): resource is ResourceName => Object.hasOwn(providers, resource);

export function createDataProvider(api: ApiClient): ConsoleDataProvider {
  const providers = createProviders(api);
  const combined = combineDataProviders((resource) => {
    if (!isResource(providers, resource))
      throw new Error(`The console has no resource ${resource}.`);
    return providers[resource];
  });
  // combineDataProviders answers every method name by resource, so the actions (whose first
  // argument is not a resource) are listed beside react-admin's methods rather than through it.
  const { getList, getOne, getMany, getManyReference, create, update, updateMany } = combined;
  return {
    getList,
    getOne,
    getMany,
    getManyReference,
    create,
    update,
    updateMany,
    delete: combined.delete,
    deleteMany: combined.deleteMany,
    ...createActions(api),
  };
}
