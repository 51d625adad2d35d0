import { Fragment, useEffect, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { ListBase, useListContext, type RaRecord } from 'react-admin';
import { useHref } from 'react-router-dom';
import { useTranslation } from '@pathagar/shared-i18n/react';
import { SelectField } from './fields';

/**
 * Typed values of text filters of the current list, sent to the list once typing pauses. The
 * boxes share one debounced update, so typing in two boxes quickly never loses the first (each
 * merges into the latest filters).
 */
export function useTypedFilters(sources: readonly string[]) {
  const { filterValues, setFilters } = useListContext();
  const latest = useRef(filterValues);
  latest.current = filterValues;
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(sources.map((source) => [source, String(filterValues[source] ?? '')]))
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

  const type = (source: string, value: string) => {
    setValues((current) => ({ ...current, [source]: value }));
    setDirty(true);
  };
  return [values, type] as const;
}

/** Search boxes over text filters of the current list. */
export function TextFilters({ fields }: { fields: { source: string; label: string }[] }) {
  const [values, type] = useTypedFilters(fields.map((f) => f.source));
  return (
    <>
      {fields.map(({ source, label }) => (
        <TextField
          key={source}
          size="small"
          type="search"
          label={label}
          value={values[source] ?? ''}
          onChange={(event) => type(source, event.target.value)}
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
export function ListBody({ empty, children }: { empty?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  const { isPending, data } = useListContext();
  if (isPending) return <CircularProgress aria-label={t('loading')} />;
  if (!data?.length) return <Typography role="status">{empty ?? t('noData')}</Typography>;
  return <>{children}</>;
}

/**
 * A whole list screen (react-admin's ListBase, its title and filters, then loading, empty or the
 * items). Short lists load at once and keep their filters out of the URL; paged ones (a
 * `perPage` and `syncWithLocation`) keep page and filters in it.
 */
export function ResourceListPage({
  resource,
  title,
  filters,
  actions,
  perPage = 1000,
  filter,
  syncWithLocation = false,
  empty,
  before,
  children,
}: {
  resource: string;
  title: string;
  filters?: ReactNode;
  actions?: ReactNode;
  perPage?: number;
  /** Permanent filters, always sent. */
  filter?: Record<string, unknown>;
  syncWithLocation?: boolean;
  /** What an empty list says (a text, or a component that reads the list's filters). */
  empty?: ReactNode;
  /** Shown above the list whatever its state (an add form, an error dialog). */
  before?: ReactNode;
  children: ReactNode;
}) {
  return (
    <ListBase
      resource={resource}
      perPage={perPage}
      // Only what is set: an explicit `filter={undefined}` made ListBase ignore the list's own
      // filters and pages (users' search), unlike leaving the prop out.
      {...(filter ? { filter } : {})}
      {...(syncWithLocation ? {} : { disableSyncWithLocation: true })}
    >
      <ListPage title={title} filters={filters} actions={actions}>
        {before}
        <ListBody empty={empty}>{children}</ListBody>
      </ListPage>
    </ListBase>
  );
}

/** The records of the current list as cards that fill the width (one column on phones). */
export function CardGrid<R extends RaRecord>({
  minWidth = 240,
  children,
}: {
  minWidth?: number;
  children: (record: R) => ReactNode;
}) {
  const { data } = useListContext<R>();
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: `repeat(auto-fill, minmax(${minWidth}px, 1fr))`,
      }}
    >
      {data?.map((record) => (
        <Fragment key={record.id}>{children(record)}</Fragment>
      ))}
    </Box>
  );
}

/** A dropdown over one filter of the current list; its empty choice drops the filter. */
export function ChoiceFilter<V extends string>({
  source,
  label,
  emptyLabel,
  options,
}: {
  source: string;
  label: string;
  emptyLabel: string;
  options: readonly { value: V; label: string }[];
}) {
  const { filterValues, setFilters } = useListContext();
  return (
    <SelectField
      label={label}
      value={(filterValues[source] as V | undefined) ?? ''}
      emptyLabel={emptyLabel}
      options={options}
      onChange={(value) => setFilters({ ...filterValues, [source]: value || undefined })}
    />
  );
}

/** A link that opens `to` in a new tab, as a small button. */
export function NewTabLink({
  to,
  label,
  children,
}: {
  to: string;
  /** The accessible name, naming the item. */
  label: string;
  children: ReactNode;
}) {
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
      {children}
    </Button>
  );
}

/** Edit opens in a new tab (spec §2). */
export function EditInNewTab({ to, label }: { to: string; label: string }) {
  const { t } = useTranslation();
  return (
    <NewTabLink to={to} label={label}>
      {t('console:app.edit')}
    </NewTabLink>
  );
}
