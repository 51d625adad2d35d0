import { useId, useState, type ReactElement, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import LogoutIcon from '@mui/icons-material/Logout';
import {
  Menu as RaMenu,
  MenuItemLink,
  useGetOne,
  useLogout,
  useResourceDefinitions,
  useSidebarState,
} from 'react-admin';
import { useLocation } from 'react-router-dom';
import { useTranslation } from '@pathagar/shared-i18n/react';
import { DASHBOARD_ID, type DashboardRecord } from '../resources/dashboard/dataProvider';
import {
  activePath,
  entryPath,
  isGroup,
  isOpened,
  visibleMenu,
  type MenuEntry,
  type MenuGroup,
  type MenuItem as MenuItemDef,
  SET_UP_MENU,
} from './menuEntries';
import { useMustSetUpTwoFactor } from '../resources/two-factor/gate';
import { PendingDot } from './PendingDot';
import { PENDING_POLL_INTERVAL, usePendingDot } from './pendingDots';

const entries = (items: MenuItemDef[]) =>
  items.flatMap((item) => (isGroup(item) ? item.children : [item]));

/**
 * The pending counts behind the dots, polled through the data provider (so a 401 ends the session
 * like any other call) while at least one entry with a dot is in the menu.
 */
function usePendingCounts(items: MenuItemDef[]) {
  const watched = entries(items).some((entry) => entry.pending);
  const { data } = useGetOne<DashboardRecord>(
    'dashboard',
    { id: DASHBOARD_ID },
    { enabled: watched, refetchInterval: PENDING_POLL_INTERVAL }
  );
  return data;
}

/** When the side menu is folded to icons, the label shows as a tooltip (as MenuItemLink's do). */
function WithTooltip({ title, children }: { title: string; children: ReactElement }) {
  const [open] = useSidebarState();
  if (open) return children;
  return (
    <Tooltip title={title} placement="right">
      {children}
    </Tooltip>
  );
}

/** react-admin's MenuItemLink, with the pending dot on its icon and in its accessible name. */
function EntryLink({
  entry,
  active,
  nested,
  count,
}: {
  entry: MenuEntry;
  active: boolean;
  nested: boolean;
  count: number | undefined;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [open] = useSidebarState();
  const label = t(`console:app.menu.${entry.label}` as 'console:app.title');
  const dot = usePendingDot(entry.pending ? count : undefined, isOpened(entry, pathname));
  return (
    <MenuItemLink
      to={entryPath(entry)}
      primaryText={label}
      leftIcon={
        <Box component="span" sx={{ position: 'relative', display: 'inline-flex' }}>
          <entry.icon />
          {dot && <PendingDot />}
        </Box>
      }
      selected={active}
      aria-current={active ? 'page' : undefined}
      // The dot is drawn; readers hear it in the name. One string, because a hidden span
      // beside the label gave "Received Books , New items pending".
      aria-label={dot ? t('console:app.menu.pending', { label }) : undefined}
      // MenuItemLink marks every entry whose path the page lies under (Books on /books/create);
      // only the most specific one, `active`, is the open screen.
      sx={{
        ...(nested && open ? { pl: 4 } : {}),
        ...(active ? {} : { '&.RaMenuItemLink-active, &.RaMenuItemLink-active *': inactive }),
      }}
    />
  );
}

const inactive = { color: 'text.secondary' } as const;

/**
 * A group of entries (Rank List, Library Overview) as in react-admin's demo: a menu item that
 * shows and hides its sub-list (aria-expanded), the sub-list a `group` of menu items.
 */
function SubMenu({
  group,
  expanded,
  onToggle,
  children,
}: {
  group: MenuGroup;
  expanded: boolean;
  onToggle: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const label = t(`console:app.menu.${group.label}` as 'console:app.title');
  const listId = useId();
  return (
    <>
      <WithTooltip title={label}>
        <MenuItem
          tabIndex={0}
          aria-expanded={expanded}
          // Only while the sub-list exists: it is unmounted when folded.
          aria-controls={expanded ? listId : undefined}
          onClick={onToggle}
        >
          <ListItemIcon>
            <group.icon />
          </ListItemIcon>
          <Typography variant="inherit" noWrap sx={{ flexGrow: 1 }}>
            {label}
          </Typography>
          {expanded ? <ExpandLess /> : <ExpandMore />}
        </MenuItem>
      </WithTooltip>
      <Collapse in={expanded} unmountOnExit>
        <List id={listId} component="div" role="group" aria-label={label} disablePadding>
          {children}
        </List>
      </Collapse>
    </>
  );
}

/**
 * The side menu of the admin panel (admin-operations.md §2), built from `MENU` with react-admin's
 * Menu and MenuItemLink (an ARIA menu: arrow keys move between entries, Tab reaches each, Enter
 * opens), inside a navigation landmark. Groups are menu items that open a `group` of entries.
 */
export function Menu() {
  const { t } = useTranslation();
  const resources = useResourceDefinitions();
  const logout = useLogout();
  const { pathname } = useLocation();
  const [expanded, setExpanded] = useState<Record<string, boolean>>({});
  // Until two-factor login is set up (when required) only its screen works; no counts are polled.
  const mustSetUp = useMustSetUpTwoFactor();
  const items = mustSetUp ? SET_UP_MENU : visibleMenu(resources);
  const counts = usePendingCounts(items);
  const current = activePath(items, pathname);

  const link = (entry: MenuEntry, nested = false) => (
    <EntryLink
      key={entryPath(entry)}
      entry={entry}
      active={entryPath(entry) === current}
      nested={nested}
      count={entry.pending ? counts?.[entry.pending] : undefined}
    />
  );

  return (
    <Box component="nav" aria-label={t('console:app.menu.navigation')}>
      <RaMenu>
        {items.map((item) =>
          isGroup(item) ? (
            <SubMenu
              key={item.label}
              group={item}
              expanded={expanded[item.label] ?? false}
              onToggle={() =>
                setExpanded({ ...expanded, [item.label]: !(expanded[item.label] ?? false) })
              }
            >
              {item.children.map((child) => link(child, true))}
            </SubMenu>
          ) : (
            link(item)
          )
        )}
        <WithTooltip title={t('console:app.logout')}>
          <MenuItem tabIndex={0} onClick={() => logout()}>
            <ListItemIcon>
              <LogoutIcon />
            </ListItemIcon>
            <Typography variant="inherit" noWrap>
              {t('console:app.logout')}
            </Typography>
          </MenuItem>
        </WithTooltip>
      </RaMenu>
    </Box>
  );
}
