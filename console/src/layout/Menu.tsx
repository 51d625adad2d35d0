import { useId, useState, type ReactElement } from 'react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import LogoutIcon from '@mui/icons-material/Logout';
import {
  CLOSED_DRAWER_WIDTH,
  DRAWER_WIDTH,
  useGetOne,
  useLogout,
  useResourceDefinitions,
  useSidebarState,
} from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from '@pathagar/shared-i18n/react';
import { DASHBOARD_ID, type DashboardRecord } from '../providers/insights';
import {
  activePath,
  entryPath,
  isGroup,
  isOpened,
  MENU,
  type MenuEntry,
  type MenuGroup,
  type MenuItem,
} from './menu';
import { PendingDot } from './PendingDot';
import { PENDING_POLL_INTERVAL, usePendingDot } from './pendingDots';

type Definitions = ReturnType<typeof useResourceDefinitions>;

function visible(entry: MenuEntry, resources: Definitions): boolean {
  const definition = resources[entry.resource];
  return entry.view === 'create' ? Boolean(definition?.hasCreate) : Boolean(definition?.hasList);
}

/** Only the entries (and groups with at least one entry) whose resource is registered. */
export function visibleMenu(resources: Definitions): MenuItem[] {
  return MENU.flatMap((item): MenuItem[] => {
    if (!isGroup(item)) return visible(item, resources) ? [item] : [];
    const children = item.children.filter((child) => visible(child, resources));
    return children.length ? [{ ...item, children }] : [];
  });
}

const entries = (items: MenuItem[]) =>
  items.flatMap((item) => (isGroup(item) ? item.children : [item]));

/**
 * The pending counts behind the dots, polled through the data provider (so a 401 ends the session
 * like any other call) while at least one entry with a dot is in the menu.
 */
function usePendingCounts(items: MenuItem[]) {
  const watched = entries(items).some((entry) => entry.pending);
  const { data } = useGetOne<DashboardRecord>(
    'dashboard',
    { id: DASHBOARD_ID },
    { enabled: watched, refetchInterval: PENDING_POLL_INTERVAL }
  );
  return data;
}

/** When the side menu is folded to icons, the label shows as a tooltip. */
function WithTooltip({ title, children }: { title: string; children: ReactElement }) {
  const [open] = useSidebarState();
  if (open) return children;
  return (
    <Tooltip title={title} placement="right" describeChild>
      {children}
    </Tooltip>
  );
}

function MenuLink({
  entry,
  label,
  active,
  nested,
  count,
}: {
  entry: MenuEntry;
  label: string;
  active: boolean;
  nested: boolean;
  count: number | undefined;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [open, setOpen] = useSidebarState();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const dot = usePendingDot(entry.pending ? count : undefined, isOpened(entry, pathname));
  return (
    <ListItem disablePadding>
      <WithTooltip title={label}>
        <ListItemButton
          component={Link}
          to={entryPath(entry)}
          selected={active}
          aria-current={active ? 'page' : undefined}
          // The dot is drawn; readers hear it in the name. One string, because a hidden span
          // beside the label gave "Received Books , New items pending".
          aria-label={dot ? t('console:app.menu.pending', { label }) : undefined}
          // On a phone the menu covers the page: close it once an entry is chosen.
          onClick={() => isSmall && setOpen(false)}
          sx={nested && open ? { pl: 4 } : undefined}
        >
          <ListItemIcon>
            <Box component="span" sx={{ position: 'relative', display: 'inline-flex' }}>
              <entry.icon />
              {dot && <PendingDot />}
            </Box>
          </ListItemIcon>
          <ListItemText primary={label} />
        </ListItemButton>
      </WithTooltip>
    </ListItem>
  );
}

function MenuGroupItem({
  group,
  label,
  expanded,
  onToggle,
  children,
}: {
  group: MenuGroup;
  label: string;
  expanded: boolean;
  onToggle: () => void;
  children: ReactElement[];
}) {
  const listId = useId();
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <WithTooltip title={label}>
        <ListItemButton
          aria-expanded={expanded}
          // Only while the sub-list exists: it is unmounted when folded.
          aria-controls={expanded ? listId : undefined}
          onClick={onToggle}
        >
          <ListItemIcon>
            <group.icon />
          </ListItemIcon>
          <ListItemText primary={label} />
          {expanded ? <ExpandLess /> : <ExpandMore />}
        </ListItemButton>
      </WithTooltip>
      <Collapse in={expanded} unmountOnExit>
        <List id={listId} disablePadding>
          {children}
        </List>
      </Collapse>
    </ListItem>
  );
}

/**
 * The side menu of the admin panel (admin-operations.md §2), built from `MENU`: a navigation
 * landmark holding a list of links, the groups as disclosure buttons (aria-expanded) over their
 * sub-lists. react-admin's own <Menu> is an ARIA `menu`, which may only own `menuitem`s; our
 * groups are not, so axe failed it (aria-required-children). Links and buttons are reached with
 * Tab and opened with Enter, as everywhere else on the page.
 */
export function Menu() {
  const { t } = useTranslation();
  const label = (key: string) => t(`console:app.menu.${key}` as 'console:app.title');
  const resources = useResourceDefinitions();
  const logout = useLogout();
  const [open] = useSidebarState();
  const { pathname } = useLocation();
  const [expanded, setExpanded] = useState<Record<string, boolean>>({});
  const items = visibleMenu(resources);
  const counts = usePendingCounts(items);
  const current = activePath(items, pathname);

  const link = (entry: MenuEntry, nested = false) => (
    <MenuLink
      key={entryPath(entry)}
      entry={entry}
      label={label(entry.label)}
      active={entryPath(entry) === current}
      nested={nested}
      count={entry.pending ? counts?.[entry.pending] : undefined}
    />
  );

  return (
    <Box
      component="nav"
      aria-label={label('navigation')}
      sx={(theme) => ({
        width: open ? DRAWER_WIDTH : CLOSED_DRAWER_WIDTH,
        transition: theme.transitions.create('width', {
          easing: theme.transitions.easing.sharp,
          duration: theme.transitions.duration.leavingScreen,
        }),
      })}
    >
      <List>
        {items.map((item) =>
          isGroup(item) ? (
            <MenuGroupItem
              key={item.label}
              group={item}
              label={label(item.label)}
              expanded={expanded[item.label] ?? false}
              onToggle={() =>
                setExpanded({ ...expanded, [item.label]: !(expanded[item.label] ?? false) })
              }
            >
              {item.children.map((child) => link(child, true))}
            </MenuGroupItem>
          ) : (
            link(item)
          )
        )}
        <ListItem disablePadding>
          <WithTooltip title={t('console:app.logout')}>
            <ListItemButton onClick={() => logout()}>
              <ListItemIcon>
                <LogoutIcon />
              </ListItemIcon>
              <ListItemText primary={t('console:app.logout')} />
            </ListItemButton>
          </WithTooltip>
        </ListItem>
      </List>
    </Box>
  );
}
