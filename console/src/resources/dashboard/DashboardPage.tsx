import Box from '@mui/material/Box';

import CircularProgress from '@mui/material/CircularProgress';
import MuiLink from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useGetOne, useResourceDefinitions } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatNumber, formatTaka, type Language } from '@pathagar/shared-i18n';
import { useLanguage, useTranslation } from '@pathagar/shared-i18n/react';
import { useT } from '../../components/i18n';
import { entryPath, isGroup, isShown, MENU, type MenuEntry } from '../../layout/menuEntries';
import {
  DASHBOARD_ID,
  type DashboardFigures,
  type DashboardRecord,
  type PendingCount,
} from './dataProvider';
import { LoadFailed } from '../../components/LoadFailed';

type Figure = Exclude<keyof DashboardFigures, PendingCount | 'activeMembers'>;

/** The figures of the spec, in its order; the donation sums are in taka. */
const FIGURES: { key: Figure; taka?: true }[] = [
  { key: 'members' },
  { key: 'books' },
  { key: 'copies' },
  { key: 'availableCopies' },
  { key: 'borrowedThisMonth' },
  { key: 'borrowedThisYear' },
  { key: 'borrowedTotal' },
  { key: 'donationsTotal', taka: true },
  { key: 'donationsThisMonth', taka: true },
];

/** The menu entries whose pending counts the dashboard also reports. */
const PENDING = MENU.flatMap((item) => (isGroup(item) ? item.children : [item])).filter(
  (entry): entry is MenuEntry & { pending: PendingCount } => Boolean(entry.pending)
);

function Figures({ figures, language }: { figures: DashboardFigures; language: Language }) {
  const t = useT();
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
        m: 0,
      }}
    >
      {FIGURES.map(({ key, taka }) => (
        <Paper key={key} variant="outlined" sx={{ p: 2 }}>
          <Typography component="dt" color="text.secondary">
            {t(`console:dashboard.${key}`)}
          </Typography>
          <Typography component="dd" variant="h4" sx={{ m: 0 }}>
            {taka ? formatTaka(figures[key], language) : formatNumber(figures[key], language)}
          </Typography>
          {key === 'members' && (
            <Typography component="dd" variant="body2" color="text.secondary" sx={{ m: 0 }}>
              {t('console:dashboard.activeMembers', {
                n: formatNumber(figures.activeMembers, language),
              })}
            </Typography>
          )}
        </Paper>
      ))}
    </Box>
  );
}

/** What waits for the admin, each a link to its screen once that screen exists. */
function Pending({ figures, language }: { figures: DashboardFigures; language: Language }) {
  const t = useT();
  const resources = useResourceDefinitions();
  return (
    <Box component="ul" sx={{ display: 'grid', gap: 1, pl: 2.5, m: 0 }}>
      {PENDING.map((entry) => {
        const text = `${t(`console:dashboard.pending.${entry.pending}`)}: ${formatNumber(
          figures[entry.pending],
          language
        )}`;
        return (
          <li key={entry.pending}>
            {isShown(entry, resources) ? (
              <MuiLink component={Link} to={entryPath(entry)}>
                {text}
              </MuiLink>
            ) : (
              text
            )}
          </li>
        );
      })}
    </Box>
  );
}

/**
 * Admin Dashboard (admin-operations.md §2): the server counts everything in one call
 * (GET /ext/dashboard); the menu polls the same record for its dots, so both share one cache.
 */
export default function DashboardPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { data, error, isFetching, refetch } = useGetOne<DashboardRecord>('dashboard', {
    id: DASHBOARD_ID,
  });

  let body;
  if (data) {
    body = (
      <>
        <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
          {t('console:dashboard.figures')}
        </Typography>
        <Figures figures={data} language={language} />
        <Typography component="h2" variant="h6" sx={{ mt: 3, mb: 1 }}>
          {t('console:dashboard.pending.title')}
        </Typography>
        <Pending figures={data} language={language} />
      </>
    );
  } else if (error && !isFetching) {
    body = <LoadFailed onRetry={refetch} />;
  } else {
    body = <CircularProgress aria-label={t('loading')} />;
  }

  return (
    <Box sx={{ p: 2 }}>
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        {t('console:dashboard.title')}
      </Typography>
      {body}
    </Box>
  );
}
