import { useEffect, useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { auditKindValues } from '@pathagar/sdk/schema';
import { formatDateTime } from '@pathagar/shared-i18n';
import { useLanguage, useTranslation } from '@pathagar/shared-i18n/react';
import { useQuery } from '@tanstack/react-query';
import { DayField, recentYears } from '../../components/DayField';
import { FILTER_DELAY } from '../../components/lists';
import {
  auditQuery,
  changedFields,
  PAGE_SIZE,
  type AuditChange,
  type AuditEvent,
  type AuditFilters,
  type AuditKind,
} from './queries';

/** "Book · edited": the kind's subject and action, each in the admin's language. */
function useKindLabel() {
  const { t } = useTranslation();
  return (kind: AuditKind) => {
    const [subject, action] = kind.split('.') as [string, string];
    return `${t(`console:audit.subjects.${subject}` as never)} · ${t(`console:audit.actions.${action}` as never)}`;
  };
}

const shown = (value: unknown, empty: string) =>
  value === null || value === undefined || value === ''
    ? empty
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

function Change({ change }: { change: AuditChange }) {
  const { t } = useTranslation();
  if (change.op === 'truncate')
    return <Typography>{t('console:audit.emptied', { table: change.table })}</Typography>;
  const key = Object.values(change.key ?? {}).join(' · ');
  const empty = t('console:audit.empty');
  return (
    <Box component="section" sx={{ mb: 1.5 }}>
      <Typography variant="subtitle2" component="h3">
        {t('console:audit.row', { table: change.table, key })} —{' '}
        {t(`console:audit.ops.${change.op}`)}
      </Typography>
      <Box component="dl" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {changedFields(change).map(([field, before, after]) => (
          <Box key={field} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, py: 0.25 }}>
            <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
              {field}:
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {change.op === 'update'
                ? `${shown(before, empty)} → ${shown(after, empty)}`
                : shown(change.op === 'delete' ? before : after, empty)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

function Entry({ event }: { event: AuditEvent }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const kindLabel = useKindLabel();
  return (
    <Accordion disableGutters slotProps={{ transition: { unmountOnExit: true } }}>
      <AccordionSummary
        expandIcon={<ExpandMoreIcon />}
        aria-controls={`audit-${event.id}`}
        id={`audit-${event.id}-summary`}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }}>{kindLabel(event.kind)}</Typography>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {t('console:audit.entry', {
              when: formatDateTime(event.at, language),
              admin: event.adminEmail,
            })}
          </Typography>
        </Box>
      </AccordionSummary>
      <AccordionDetails id={`audit-${event.id}`}>
        {event.changes.length === 0 ? (
          <Typography>{t('console:audit.noChanges')}</Typography>
        ) : (
          event.changes.map((change, i) => <Change key={i} change={change} />)
        )}
      </AccordionDetails>
    </Accordion>
  );
}

const NO_FILTERS: AuditFilters = { admin: '', kind: '', from: '', to: '' };

/** The audit log: every admin write, newest first, with who, when, what and before → after. */
export default function AuditPage() {
  const { t } = useTranslation();
  const kindLabel = useKindLabel();
  const [filters, setFilters] = useState(NO_FILTERS);
  // The e-mail box searches once typing pauses, not once per key.
  const [adminText, setAdminText] = useState('');
  const [page, setPage] = useState(1);
  const log = useQuery(auditQuery(filters, page));
  const filter = (change: Partial<AuditFilters>) => {
    setFilters({ ...filters, ...change });
    setPage(1);
  };
  useEffect(() => {
    const timer = setTimeout(() => {
      setFilters((current) => ({ ...current, admin: adminText }));
      setPage(1);
    }, FILTER_DELAY);
    return () => clearTimeout(timer);
  }, [adminText]);
  const pages = Math.ceil((log.data?.total ?? 0) / PAGE_SIZE);

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 960 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {t('console:audit.title')}
      </Typography>
      <Box role="search" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <TextField
          size="small"
          type="search"
          label={t('console:audit.filters.admin')}
          value={adminText}
          onChange={(e) => setAdminText(e.target.value)}
        />
        <TextField
          select
          size="small"
          sx={{ minWidth: 200 }}
          label={t('console:audit.filters.kind')}
          value={filters.kind}
          onChange={(e) => filter({ kind: e.target.value as AuditKind | '' })}
        >
          <MenuItem value="">{t('console:audit.filters.anyKind')}</MenuItem>
          {auditKindValues.map((kind) => (
            <MenuItem key={kind} value={kind}>
              {kindLabel(kind)}
            </MenuItem>
          ))}
        </TextField>
        <DayField
          label={t('console:audit.filters.from')}
          value={filters.from}
          years={recentYears()}
          onChange={(from) => filter({ from })}
        />
        <DayField
          label={t('console:audit.filters.to')}
          value={filters.to}
          years={recentYears()}
          onChange={(to) => filter({ to })}
        />
      </Box>
      {log.isError && <Alert severity="error">{t('console:app.loadFailed')}</Alert>}
      {log.data?.total === 0 && <Typography>{t('console:audit.none')}</Typography>}
      {log.data?.events.map((event) => (
        <Entry key={event.id} event={event} />
      ))}
      {pages > 1 && (
        <Pagination sx={{ mt: 2 }} count={pages} page={page} onChange={(_e, p) => setPage(p)} />
      )}
    </Box>
  );
}
