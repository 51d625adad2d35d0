import type { ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import { Link } from 'react-router-dom';
import {
  AppBar as RaAppBar,
  Layout as RaLayout,
  LocalesMenuButton,
  TitlePortal,
} from 'react-admin';
import { useTranslation } from '@pathagar/shared-i18n/react';
import { TwoFactorGate } from '../resources/two-factor/gate';
import { Menu } from './Menu';

/**
 * The app bar: on small screens its menu button is the spec's mobile toggle header (it opens
 * and closes the side menu); Scan and the language switch sit on the right on every screen.
 */
function AppBar() {
  const { t } = useTranslation();
  return (
    <RaAppBar
      userMenu={false}
      toolbar={
        <>
          {/* Scan sits in the bar on every screen: at the shelf the admin is rarely on the desk. */}
          <Tooltip title={t('console:copies.scan')}>
            <IconButton
              color="inherit"
              component={Link}
              to="/scan"
              aria-label={t('console:copies.scan')}
            >
              <QrCodeScannerIcon />
            </IconButton>
          </Tooltip>
          <LocalesMenuButton />
        </>
      }
    >
      <Typography component="span" variant="h6" sx={{ mr: 2 }}>
        {t('console:app.title')}
      </Typography>
      <TitlePortal />
    </RaAppBar>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <RaLayout appBar={AppBar} menu={Menu}>
      <TwoFactorGate>{children}</TwoFactorGate>
    </RaLayout>
  );
}

export default Layout;
