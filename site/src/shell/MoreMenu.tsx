import { Button, Paper, Stack } from '@mantine/core';
import { useClickOutside } from '@mantine/hooks';
import { useTranslation } from '@pathagar/shared-i18n/react';
import { IconChevronDown } from '@tabler/icons-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { ButtonLink } from '../app/links';
import classes from './Header.module.css';
import { MORE_LINKS } from './nav-links';

/**
 * The header's More links as a disclosure (a button that shows a list of links), the pattern
 * WAI recommends for site navigation; a positioned list needs no popover library on every page.
 */
export function MoreMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const ref = useClickOutside<HTMLDivElement>(() => setOpen(false));
  const listId = useId();

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
      >
        {t('site:shell.nav.more')}
      </Button>
      {/* `display`, not the hidden attribute: Mantine's own display rule would override it. */}
      <Paper
        id={listId}
        shadow="md"
        withBorder
        p={4}
        className={classes.moreList}
        display={open ? 'block' : 'none'}
      >
        <Stack gap={0}>
          {MORE_LINKS.map((item) => (
            <ButtonLink
              key={item.key}
              to={item.to}
              variant="subtle"
              justify="flex-start"
              className={classes.link}
              onClick={() => setOpen(false)}
            >
              {t(`site:shell.nav.${item.key}`)}
            </ButtonLink>
          ))}
        </Stack>
      </Paper>
    </div>
  );
}
