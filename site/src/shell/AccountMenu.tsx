import { Button, Divider } from '@mantine/core';
import { useTranslation } from '@pathagar/shared-i18n/react';
import { DisclosureLinks, NavDisclosure } from './NavDisclosure';
import { MEMBER_LINKS } from './nav-links';

/**
 * The logged-in member's links (profile, read books, membership) and Logout behind one "My
 * account" button: as separate buttons they pushed the header onto a second row below 1400 px.
 */
export function AccountMenu({ onLogout }: { onLogout: () => void }) {
  const { t } = useTranslation();
  return (
    <NavDisclosure label={t('site:shell.nav.account')} align="end">
      {(close) => (
        <>
          <DisclosureLinks items={MEMBER_LINKS} close={close} />
          <Divider my={4} />
          <Button
            variant="subtle"
            justify="flex-start"
            onClick={() => {
              close();
              onLogout();
            }}
          >
            {t('site:shell.nav.logout')}
          </Button>
        </>
      )}
    </NavDisclosure>
  );
}
