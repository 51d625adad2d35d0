import { useEffect, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useListContext } from 'react-admin';
import { useHref } from 'react-router-dom';
import { useTranslation } from '@pathagar/shared-i18n/react';

/**
 * Search boxes over text filters of the current list. They share one debounced update, so
 * typing in two boxes quickly never loses the first (each merges into the latest filters).
 */
export function TextFilters({ fields }: { fields: { source: string; label: string }[] }) {
  const { filterValues, setFilters } = useListContext();
  const latest = useRef(filterValues);
  latest.current = filterValues;
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map((f) => [f.source, String(filterValues[f.source] ?? '')]))
  );
  const [dirty, setDirty] = useState(false);

  useEffect(() => {
    if (!dirty) return undefined;
    const timer = setTimeout(() => {
      // Sent once per pause: setFilters changes identity with every filter change, and a re-run
      // would send again and could undo a select or date picked in between.
      setDirty(false);
      setFilters({ ...latest.current, ...values });
    }, FILTER_DELAY);
    return () => clearTimeout(timer);
  }, [values, dirty, setFilters]);

  return (
    <>
      {fields.map(({ source, label }) => (
        <TextField
          key={source}
          size="small"
          type="search"
          label={label}
          value={values[source] ?? ''}
          onChange={(event) => {
            setValues({ ...values, [source]: event.target.value });
            setDirty(true);
          }}
        />
      ))}
    </>
  );
}

/** How long typing must pause before the list is searched. */
export const FILTER_DELAY = 300;

export function ListPage({
  title,
  filters,
  actions,
  children,
}: {
  title: string;
  filters?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
        <Typography component="h1" variant="h5" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        {actions}
      </Box>
      {filters && (
        <Box
          role="search"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2, '& > *': { minWidth: 220 } }}
        >
          {filters}
        </Box>
      )}
      {children}
    </Box>
  );
}

/**
 * Loading, empty ("No data available", or the screen's own `empty` text) or the items. Failed
 * loads show as empty (spec §4); the empty text is a status, so screen readers hear a search
 * that found nothing.
 */
export function ListBody({ empty, children }: { empty?: string; children: ReactNode }) {
  const { t } = useTranslation();
  const { isPending, data } = useListContext();
  if (isPending) return <CircularProgress aria-label={t('loading')} />;
  if (!data?.length) return <Typography role="status">{empty ?? t('noData')}</Typography>;
  return <>{children}</>;
}

export const cardGrid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
} as const;

/** Edit opens in a new tab (spec §2). */
export function EditInNewTab({ to, label }: { to: string; label: string }) {
  const { t } = useTranslation();
  const href = useHref(to);
  return (
    <Button
      size="small"
      href={href}
      target="_blank"
      rel="noopener"
      startIcon={<OpenInNewIcon />}
      aria-label={label}
    >
      {t('console:app.edit')}
    </Button>
  );
}
