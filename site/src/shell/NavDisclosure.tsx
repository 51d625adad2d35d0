import { Button, Paper, Stack } from '@mantine/core';
import { useClickOutside } from '@mantine/hooks';
import { useTranslation } from '@pathagar/shared-i18n/react';
import { IconChevronDown } from '@tabler/icons-react';
import { ButtonLink } from '../app/links';
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import classes from './Header.module.css';
import type { MemberItem, MoreItem } from './nav-links';

interface NavDisclosureProps {
  label: string;
  /** Right-aligned lists open leftwards, so the last menu of the header stays on screen. */
  align?: 'start' | 'end';
  /** The list's items; `close` is called by each item after it is used. */
  children: (close: () => void) => ReactNode;
}

/**
 * A header button that shows a list of links (a disclosure, the pattern WAI recommends for site
 * navigation); a positioned list needs no popover library on every page. Used for More and for
 * the member's own links, so the logged-in header keeps to one row from 992 px up.
 */
export function NavDisclosure({ label, align = 'start', children }: NavDisclosureProps) {
  const [open, setOpen] = useState(false);
  const ref = useClickOutside<HTMLDivElement>(() => setOpen(false));
  const listId = useId();
  const close = () => setOpen(false);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      ref.current?.querySelector('button')?.focus();
    }
  };

  return (
    <div ref={ref} className={classes.more} onKeyDown={onKeyDown}>
      <Button
        variant="subtle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        rightSection={<IconChevronDown size={14} aria-hidden />}
        className={classes.link}
      >
        {label}
      </Button>
      {/* `display`, not the hidden attribute: Mantine's own display rule would override it. */}
      <Paper
        id={listId}
        shadow="md"
        withBorder
        p={4}
        className={classes.moreList}
        data-align={align}
        display={open ? 'block' : 'none'}
      >
        <Stack gap={0}>{open && children(close)}</Stack>
      </Paper>
    </div>
  );
}

/** A disclosure's links, each closing the list when followed; labels are `site:shell.nav.<key>`. */
export function DisclosureLinks({
  items,
  close,
}: {
  items: readonly (MoreItem | MemberItem)[];
  close: () => void;
}) {
  const { t } = useTranslation();
  return items.map((item) => (
    <ButtonLink
      key={item.key}
      to={item.to}
      variant="subtle"
      justify="flex-start"
      className={classes.link}
      onClick={close}
    >
      {t(`site:shell.nav.${item.key}`)}
    </ButtonLink>
  ));
}
