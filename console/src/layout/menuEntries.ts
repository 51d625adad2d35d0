import type { ComponentType } from 'react';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import BookIcon from '@mui/icons-material/MenuBook';
import EventIcon from '@mui/icons-material/Event';
import ArticleIcon from '@mui/icons-material/Article';
import CampaignIcon from '@mui/icons-material/Campaign';
import PhotoIcon from '@mui/icons-material/PhotoLibrary';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import AddIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import InfoIcon from '@mui/icons-material/Info';
import GroupsIcon from '@mui/icons-material/Groups';
import HelpIcon from '@mui/icons-material/HelpOutlineOutlined';
import DashboardIcon from '@mui/icons-material/Dashboard';
import InboxIcon from '@mui/icons-material/MoveToInbox';
import LibraryIcon from '@mui/icons-material/LocalLibrary';
import AssignmentIcon from '@mui/icons-material/AssignmentReturn';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import PaymentsIcon from '@mui/icons-material/Payments';
import PeopleIcon from '@mui/icons-material/People';
import ReceiptIcon from '@mui/icons-material/ReceiptLong';
import LeaderboardIcon from '@mui/icons-material/Leaderboard';
import SettingsIcon from '@mui/icons-material/Settings';
import type { ResourceDefinitions } from 'react-admin';
import type { PendingCount } from '../resources/dashboard/dataProvider';
import LoopIcon from '@mui/icons-material/Loop';
import SecurityIcon from '@mui/icons-material/Security';
import BookDayIcon from '@mui/icons-material/LocalShipping';
import HistoryIcon from '@mui/icons-material/History';

import { TWO_FACTOR_PATH as TWO_FACTOR_ENTRY } from '../providers/authProvider';

/** What every entry of the side menu has. */
interface EntryBase {
  /** The text's key under console:app.menu. */
  label: string;
  icon: ComponentType<SvgIconProps>;
  /** The dashboard count whose pending items make the entry's dot pulse. */
  pending?: PendingCount;
}

/**
 * An entry that opens a resource view. It is shown only when that resource is registered with
 * that view, so the operations screens of Console II appear by registering their resources (and
 * adding their line here), with no change to the menu itself.
 */
export interface ResourceEntry extends EntryBase {
  resource: string;
  view: 'list' | 'create';
  /** A sub-route of the resource (e.g. `update` for Rank List → Update Rank). */
  path?: string;
}

/** An entry that opens a page of its own: the dashboard, or a custom route (mission, settings). */
export interface RouteEntry extends EntryBase {
  route: string;
}

export type MenuEntry = ResourceEntry | RouteEntry;

export interface MenuGroup {
  label: string;
  icon: ComponentType<SvgIconProps>;
  children: MenuEntry[];
}

export type MenuItem = MenuEntry | MenuGroup;

export const isGroup = (item: MenuItem): item is MenuGroup => 'children' in item;

/** The admin panel's side menu, in the order of admin-operations.md §2 "Admin panel". */
export const MENU: MenuItem[] = [
  { label: 'dashboard', icon: DashboardIcon, route: '/' },
  {
    label: 'requests',
    icon: InboxIcon,
    resource: 'requests',
    view: 'list',
    pending: 'pendingRequests',
  },
  { label: 'loans', icon: LibraryIcon, resource: 'loans', view: 'list' },
  {
    label: 'returns',
    icon: AssignmentIcon,
    resource: 'returns',
    view: 'list',
    pending: 'pendingReturns',
  },
  // Friday's deliveries and collections (issue 15.4): a sheet of its own, next to the desks it
  // draws from, so a volunteer finds it from the menu on a phone.
  { label: 'bookDay', icon: BookDayIcon, route: '/book-day' },
  {
    label: 'approvals',
    icon: HowToRegIcon,
    resource: 'approvals',
    view: 'list',
    pending: 'pendingMemberships',
  },
  {
    label: 'donations',
    icon: PaymentsIcon,
    resource: 'donations',
    view: 'list',
    pending: 'pendingDonations',
  },
  { label: 'users', icon: PeopleIcon, resource: 'users', view: 'list' },
  { label: 'proposals', icon: ReceiptIcon, resource: 'proposals', view: 'list' },
  { label: 'books', icon: BookIcon, resource: 'books', view: 'list' },
  { label: 'events', icon: EventIcon, resource: 'events', view: 'list' },
  { label: 'blogs', icon: ArticleIcon, resource: 'blogs', view: 'list' },
  { label: 'notices', icon: CampaignIcon, resource: 'notices', view: 'list' },
  { label: 'gallery', icon: PhotoIcon, resource: 'gallery', view: 'list' },
  { label: 'addUser', icon: PersonAddIcon, resource: 'users', view: 'create' },
  { label: 'addBook', icon: AddIcon, resource: 'books', view: 'create' },
  { label: 'addBlog', icon: AddIcon, resource: 'blogs', view: 'create' },
  { label: 'addNotice', icon: AddIcon, resource: 'notices', view: 'create' },
  { label: 'addEvent', icon: AddIcon, resource: 'events', view: 'create' },
  {
    label: 'rank',
    icon: LeaderboardIcon,
    children: [
      { label: 'viewRank', icon: LeaderboardIcon, resource: 'rank', view: 'list' },
      {
        label: 'updateRank',
        icon: LeaderboardIcon,
        resource: 'rank',
        view: 'list',
        path: 'update',
      },
      { label: 'topReaders', icon: LeaderboardIcon, resource: 'top-readers', view: 'list' },
    ],
  },
  {
    label: 'libraryOverview',
    icon: InfoIcon,
    children: [
      { label: 'about', icon: InfoIcon, route: '/mission' },
      { label: 'faqs', icon: HelpIcon, resource: 'faqs', view: 'list' },
      { label: 'galleryUpload', icon: PhotoIcon, resource: 'gallery', view: 'create' },
      { label: 'team', icon: GroupsIcon, resource: 'team', view: 'list' },
    ],
  },
  { label: 'circulation', icon: LoopIcon, resource: 'circulation', view: 'list' },
  { label: 'settings', icon: SettingsIcon, route: '/settings' },
  { label: 'audit', icon: HistoryIcon, resource: 'audit', view: 'list' },
  { label: 'twoFactor', icon: SecurityIcon, route: TWO_FACTOR_ENTRY },
];

/** The only entry while the admin must set up two-factor login first. */
export const SET_UP_MENU: MenuItem[] = MENU.filter(
  (item) => 'route' in item && item.route === TWO_FACTOR_ENTRY
);

/** Whether the entry's screen exists: its resource is registered with its view, or it is a page. */
export function isShown(entry: MenuEntry, resources: ResourceDefinitions): boolean {
  if ('route' in entry) return true;
  const definition = resources[entry.resource];
  return entry.view === 'create' ? Boolean(definition?.hasCreate) : Boolean(definition?.hasList);
}

/** Only the entries (and groups with at least one entry) whose screen exists. */
export function visibleMenu(resources: ResourceDefinitions): MenuItem[] {
  return MENU.flatMap((item): MenuItem[] => {
    if (!isGroup(item)) return isShown(item, resources) ? [item] : [];
    const children = item.children.filter((child) => isShown(child, resources));
    return children.length ? [{ ...item, children }] : [];
  });
}

/** The path an entry opens. */
export function entryPath(entry: MenuEntry): string {
  if ('route' in entry) return entry.route;
  const base = `/${entry.resource}`;
  if (entry.view === 'create') return `${base}/create`;
  return entry.path ? `${base}/${entry.path}` : base;
}

const within = (pathname: string, path: string) =>
  pathname === path || pathname.startsWith(`${path}/`);

/**
 * The path of the entry whose screen is open: the longest entry path the current one lies in, so
 * /books/create is Add Books, /books/12 is Books and /rank/update is Update Rank, not View Rank.
 */
export function activePath(items: MenuItem[], pathname: string): string | undefined {
  return items
    .flatMap((item) => (isGroup(item) ? item.children : [item]))
    .map(entryPath)
    .filter((path) => within(pathname, path))
    .sort((a, b) => b.length - a.length)[0];
}

/** Whether the entry's screen (or one of its sub-screens) is the one open now. */
export const isOpened = (entry: MenuEntry, pathname: string) =>
  activePath(MENU, pathname) === entryPath(entry);
