import { useTranslation } from '@pathagar/shared-i18n/react';
import { DisclosureLinks, NavDisclosure } from './NavDisclosure';
import { MORE_LINKS } from './nav-links';

/** The header's More links (spec §2 Navigation). */
export function MoreMenu() {
  const { t } = useTranslation();
  return (
    <NavDisclosure label={t('site:shell.nav.more')}>
      {(close) => <DisclosureLinks items={MORE_LINKS} close={close} />}
    </NavDisclosure>
  );
}
