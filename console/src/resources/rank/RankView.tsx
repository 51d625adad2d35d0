import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Tune';
import { useGetList } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatDate, formatNumber } from '@pathagar/shared-i18n';
import { useLanguage, useTranslation } from '@pathagar/shared-i18n/react';
import { useT } from '../../components/i18n';
import { ListPage } from '../../components/lists';
import type { RankListMeta, ReaderRecord } from './dataProvider';
import { ReadersTable } from './ReadersTable';

/** Which period the ranking counts: "the last 3 months (since …)" or "all time". */
function FilterApplied({ meta }: { meta: RankListMeta }) {
  const t = useT();
  const { language } = useLanguage();
  const { filterValue, filterUnit } = meta.settings;
  let period = t('console:rank.view.allTime');
  if (meta.filterApplied) {
    const last = t(`console:rank.period.${filterUnit}`, {
      count: filterValue,
      n: formatNumber(filterValue, language),
    });
    period = meta.startDate
      ? t('console:rank.view.since', { period: last, date: formatDate(meta.startDate, language) })
      : last;
  }
  return (
    <>
      <Typography sx={{ mb: 1 }}>{t('console:rank.view.filter', { period })}</Typography>
      {meta.hidden && (
        <Alert severity="info" role="status" sx={{ mb: 2 }}>
          {t('console:rank.view.hidden')}
        </Alert>
      )}
    </>
  );
}

/**
 * Rank List → View Rank: the whole ranking under the current settings (GET ranklist). A failed
 * load shows the screen's own text; a react-admin list would also toast the server's raw message.
 */
export default function RankView() {
  const { t } = useTranslation();
  const { data, meta, error, isPending } = useGetList<ReaderRecord>('rank');

  let body;
  if (isPending) body = <CircularProgress aria-label={t('loading')} />;
  // A failed load leaves the table empty and says so (spec §8: load failures show as empty).
  else if (error) body = <Alert severity="error">{t('console:app.loadFailed')}</Alert>;
  else if (!data?.length) body = <Typography>{t('console:rank.view.empty')}</Typography>;
  else body = <ReadersTable readers={data} caption={t('console:rank.table.caption')} />;

  return (
    <ListPage
      title={t('console:rank.view.title')}
      actions={
        <Button component={Link} to="/rank/update" startIcon={<EditIcon />}>
          {t('console:rank.view.change')}
        </Button>
      }
    >
      {meta && !error && <FilterApplied meta={meta as RankListMeta} />}
      {body}
    </ListPage>
  );
}
