import { Box, Burger, Container, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from '@pathagar/shared-i18n/react';
import { lazy, Suspense, useState } from 'react';
import { AnchorLink, ButtonLink } from '../app/links';
import { useSession } from '../app/session';
import classes from './Header.module.css';
import { AccountMenu } from './AccountMenu';
import { LanguageSwitch } from './LanguageSwitch';
import { MoreMenu } from './MoreMenu';
import { AFTER_MORE_LINKS, MAIN_LINKS } from './nav-links';
import { useLogout } from './use-logout';

const MobileNav = lazy(() => import('./MobileNav'));

export function Header() {
  const { t } = useTranslation();
  const { username } = useSession();
  const loggedIn = Boolean(username);
  const logout = useLogout();
  const [drawerOpen, drawer] = useDisclosure(false);
  // The drawer's code is fetched on the first tap, not with every page.
  const [drawerUsed, setDrawerUsed] = useState(false);

  return (
    <Box component="header" className={classes.header}>
      <Container size="xl" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <AnchorLink to="/" underline="never" className={classes.brand}>
            <Text component="span" fw={700} fz="xl" c="pathagar.8">
              {t('site:shell.brand')}
            </Text>
          </AnchorLink>

          <Group
            component="nav"
            aria-label={t('site:shell.nav.label')}
            gap={4}
            wrap="nowrap"
            visibleFrom="md"
          >
            {MAIN_LINKS.map((item) => (
              <ButtonLink
                key={item.key}
                to={item.to}
                variant="subtle"
                activeOptions={{ exact: item.to === '/' }}
                className={classes.link}
              >
                {t(`site:shell.nav.${item.key}`)}
              </ButtonLink>
            ))}
            <MoreMenu />
            {AFTER_MORE_LINKS.map((item) => (
              <ButtonLink key={item.key} to={item.to} variant="subtle" className={classes.link}>
                {t(`site:shell.nav.${item.key}`)}
              </ButtonLink>
            ))}
            {loggedIn && <AccountMenu onLogout={logout} />}
          </Group>

          <Group gap="xs" wrap="nowrap">
            <LanguageSwitch />
            {!loggedIn && (
              <Box visibleFrom="md">
                <ButtonLink to="/login">{t('site:shell.nav.login')}</ButtonLink>
              </Box>
            )}
            <Burger
              opened={drawerOpen}
              onClick={() => {
                setDrawerUsed(true);
                drawer.toggle();
              }}
              hiddenFrom="md"
              aria-label={t(drawerOpen ? 'site:shell.nav.closeMenu' : 'site:shell.nav.openMenu')}
            />
          </Group>
        </Group>
      </Container>
      {drawerUsed && (
        <Suspense fallback={null}>
          <MobileNav
            opened={drawerOpen}
            onClose={drawer.close}
            loggedIn={loggedIn}
            onLogout={logout}
          />
        </Suspense>
      )}
    </Box>
  );
}
