import { Box, Button, Drawer, Stack } from '@mantine/core';
import { useTranslation } from '@pathagar/shared-i18n/react';
import { ButtonLink, NavLinkLink } from '../app/links';
import { AFTER_MORE_LINKS, MAIN_LINKS, MEMBER_LINKS, MORE_LINKS } from './nav-links';

interface MobileNavProps {
  opened: boolean;
  onClose: () => void;
  loggedIn: boolean;
  onLogout: () => void;
}

/** The narrow-screen navigation: every link in one drawer. Loaded on the first burger tap. */
export default function MobileNav({ opened, onClose, loggedIn, onLogout }: MobileNavProps) {
  const { t } = useTranslation();
  const items = [
    ...MAIN_LINKS,
    ...MORE_LINKS,
    ...AFTER_MORE_LINKS,
    ...(loggedIn ? MEMBER_LINKS : []),
  ];
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={t('site:shell.brand')}
      size="xs"
      closeButtonProps={{ 'aria-label': t('site:shell.nav.closeMenu') }}
    >
      <Stack component="nav" aria-label={t('site:shell.nav.label')} gap={0}>
        {items.map((item) => (
          <NavLinkLink
            key={item.key}
            to={item.to}
            label={t(`site:shell.nav.${item.key}`)}
            onClick={onClose}
            activeOptions={{ exact: item.to === '/' }}
          />
        ))}
        <Box mt="md">
          {loggedIn ? (
            <Button
              fullWidth
              variant="outline"
              onClick={() => {
                onClose();
                onLogout();
              }}
            >
              {t('site:shell.nav.logout')}
            </Button>
          ) : (
            <ButtonLink fullWidth to="/login" onClick={onClose}>
              {t('site:shell.nav.login')}
            </ButtonLink>
          )}
        </Box>
      </Stack>
    </Drawer>
  );
}
