import { Box } from '@mantine/core';
import { useTranslation } from '@pathagar/shared-i18n/react';
import { Outlet, useMatches } from '@tanstack/react-router';
import type { Chrome } from '../app/router';
import { Footer } from './Footer';
import { Header } from './Header';
import { OfflineNotice } from './pwa/OfflineNotice';
import classes from './SiteLayout.module.css';
import { useSessionExpiry } from './use-session-expiry';

/** The frame of every page; a route's `staticData.chrome` drops the footer or both (spec §2). */
export function SiteLayout() {
  const { t } = useTranslation();
  const matches = useMatches();
  const chrome: Chrome = matches.reduce<Chrome>((c, m) => m.staticData?.chrome ?? c, 'full');
  useSessionExpiry();

  if (chrome === 'bare') {
    return (
      <Box component="main" id="main">
        <Outlet />
      </Box>
    );
  }
  return (
    <>
      <a href="#main" className={classes.skip}>
        {t('site:shell.skipToContent')}
      </a>
      <Header />
      <OfflineNotice />
      <Box component="main" id="main" tabIndex={-1} className={classes.main}>
        <Outlet />
      </Box>
      {chrome === 'full' && <Footer />}
    </>
  );
}
