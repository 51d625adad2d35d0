import { useState } from 'react';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import LogoutIcon from '@mui/icons-material/Logout';
import { Menu as RaMenu, useLogout, useResourceDefinitions, useSidebarState } from 'react-admin';
import { useTranslation } from '@pathagar/shared-i18n/react';
import { entryPath, isGroup, MENU, type MenuEntry, type MenuItem } from './menu';

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

/** The side menu of the admin panel (admin-operations.md §2), built from `MENU`. */
export function Menu() {
  const { t } = useTranslation();
  const label = (key: string) => t(`console:app.menu.${key}` as 'console:app.title');
  const resources = useResourceDefinitions();
  const logout = useLogout();
  const [open] = useSidebarState();
  const [expanded, setExpanded] = useState<Record<string, boolean>>({});

  const item = (entry: MenuEntry, nested = false) => (
    <RaMenu.Item
      key={`${entry.label}`}
      to={entryPath(entry)}
      primaryText={label(entry.label)}
      leftIcon={<entry.icon />}
      sx={nested && open ? { pl: 4 } : undefined}
    />
  );

  return (
    <RaMenu>
      {visibleMenu(resources).map((entry) => {
        if (!isGroup(entry)) return item(entry);
        const isOpen = expanded[entry.label] ?? false;
        return (
          <div key={entry.label}>
            <ListItemButton
              aria-expanded={isOpen}
              onClick={() => setExpanded({ ...expanded, [entry.label]: !isOpen })}
            >
              <ListItemIcon>
                <entry.icon />
              </ListItemIcon>
              <ListItemText primary={label(entry.label)} />
              {isOpen ? <ExpandLess /> : <ExpandMore />}
            </ListItemButton>
            <Collapse in={isOpen} unmountOnExit>
              <List disablePadding>{entry.children.map((child) => item(child, true))}</List>
            </Collapse>
          </div>
        );
      })}
      <ListItemButton onClick={() => logout()}>
        <ListItemIcon>
          <LogoutIcon />
        </ListItemIcon>
        <ListItemText primary={t('console:app.logout')} />
      </ListItemButton>
    </RaMenu>
  );
}
