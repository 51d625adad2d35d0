import { useEffect, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { DeskRow } from '@pathagar/sdk/schema';
import { formatDate, type Language } from '@pathagar/shared-i18n';
import { useLanguage, useTranslation } from '@pathagar/shared-i18n/react';
import { DeskFrame, DeskNotice, DeskPager, DeskRows, pageCount, useDeskFilters } from './DeskFrame';
import { BookCover } from '../../components/BookCover';
import { failureText } from '../../components/i18n';
import { digitsIn, MemberLine } from './MemberLine';
import { DateRange } from './DateRange';
import { useApprove, useDeskPage, useReject, useRefreshDesk, type ApprovalDraft } from './queries';
import { parseDays, preselect } from './serials';

type Outcome =
  | { kind: 'approved'; serial: string; due: string }
  | { kind: 'rejected' }
  | { kind: 'failed'; reason: string };

const bookOf = (row: DeskRow, language: Language) =>
  language === 'en' ? row.booknameEnglish || row.bookname : row.bookname;

/**
 * Book Request as a desk (issue 15): every row shows the member; the first free copy and the
 * club's loan length are preselected, so one press approves; several rows approve in one action,
 * each with its own copy. A decided row stays where it was, marked, until the admin asks for the
 * remaining requests, so no second click lands on a row that slid under the pointer; each button
 * sends once however often it is pressed. Reject asks first. Rows are cards: nothing overflows a
 * 360 px phone.
 */
export default function RequestDesk() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { page, setPage, frame, dateRange, params } = useDeskFilters();
  const query = useDeskPage('requests', params);
  const approve = useApprove();
  const reject = useReject();
  const refreshDesk = useRefreshDesk();
  // The rows on screen: a refetch does not reshuffle them while decisions are shown.
  const [rows, setRows] = useState<DeskRow[]>([]);
  const [outcomes, setOutcomes] = useState<Record<string, Outcome>>({});
  const [picked, setPicked] = useState<Record<string, string>>({});
  const [days, setDays] = useState<Record<string, string>>({});
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState<DeskRow | null>(null);
  const [notice, setNotice] = useState('');
  // Rows with a call in flight: a second press while it runs sends nothing.
  const inFlight = useRef(new Set<string>());
  const [, setTick] = useState(0);

  const decidedCount = Object.keys(outcomes).length;
  useEffect(() => {
    if (query.data && decidedCount === 0) setRows(query.data.items);
  }, [query.data, decidedCount]);

  const defaultDays = query.data?.defaultLoanDays ?? 14;
  const open = rows.filter((row) => !outcomes[row.rentId]);
  const choices = useMemo(() => preselect(open, picked), [open, picked]);

  const draftOf = (row: DeskRow): ApprovalDraft | { error: string } => {
    const typed = days[row.rentId];
    const n = typed === undefined ? defaultDays : parseDays(typed);
    if (n === null) return { error: t('console:desk.daysInvalid') };
    const serial = choices[row.rentId]?.value;
    if (!serial) return { error: t('console:desk.noFreeCopy') };
    return { rentId: row.rentId, serialNumber: serial, returnDayNumber: n };
  };

  const run = async (targets: DeskRow[]) => {
    const fresh = targets.filter((r) => !inFlight.current.has(r.rentId) && !outcomes[r.rentId]);
    const items = fresh.map(draftOf).filter((d): d is ApprovalDraft => !('error' in d));
    if (!items.length) return;
    items.forEach((i) => inFlight.current.add(i.rentId));
    setTick((n) => n + 1);
    try {
      const result = await approve.mutateAsync(items);
      const next: Record<string, Outcome> = {};
      for (const r of result.results) {
        next[r.rentId] = r.ok
          ? {
              kind: 'approved',
              serial: r.row.serialNumber ?? '',
              due: formatDate(r.row.dueDate, language),
            }
          : { kind: 'failed', reason: t(`errors:${r.code}`) };
      }
      setOutcomes((current) => ({ ...current, ...next }));
      setSelected(new Set());
      setNotice(t('console:desk.approvedCount', { count: result.approved }));
    } catch (error) {
      setNotice(failureText(t, error, t('console:app.failed')));
    } finally {
      items.forEach((i) => inFlight.current.delete(i.rentId));
      setTick((n) => n + 1);
    }
  };

  const doReject = async (row: DeskRow) => {
    setConfirming(null);
    if (inFlight.current.has(row.rentId) || outcomes[row.rentId]) return;
    inFlight.current.add(row.rentId);
    try {
      await reject.mutateAsync(row);
      setOutcomes((current) => ({ ...current, [row.rentId]: { kind: 'rejected' } }));
    } catch (error) {
      setOutcomes((current) => ({
        ...current,
        [row.rentId]: { kind: 'failed', reason: failureText(t, error, t('console:app.failed')) },
      }));
    } finally {
      inFlight.current.delete(row.rentId);
    }
  };

  const moveOn = () => {
    setOutcomes({});
    setPicked({});
    setDays({});
    void refreshDesk();
  };

  const selectable = open.filter((r) => !inFlight.current.has(r.rentId));
  const pages = pageCount(query.data);

  return (
    <DeskFrame title={t('console:requests.title')} {...frame}>
      <DateRange
        labels={{ from: t('console:desk.requestedFrom'), to: t('console:desk.requestedUntil') }}
        {...dateRange}
      />
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <FormControlLabel
          control={
            <Checkbox
              checked={selectable.length > 0 && selectable.every((r) => selected.has(r.rentId))}
              onChange={(e) =>
                setSelected(new Set(e.target.checked ? selectable.map((r) => r.rentId) : []))
              }
            />
          }
          label={t('console:desk.selectAll')}
        />
        <Button
          variant="contained"
          disabled={selected.size === 0 || approve.isPending}
          onClick={() => void run(open.filter((r) => selected.has(r.rentId)))}
        >
          {t('console:desk.approveSelected', { count: selected.size })}
        </Button>
        {decidedCount > 0 && <Button onClick={moveOn}>{t('console:desk.showRemaining')}</Button>}
      </Stack>
      <DeskNotice notice={notice} onClose={() => setNotice('')} />
      <DeskRows query={query} rows={rows} empty={t('console:desk.empty')}>
        {(row) => {
          const outcome = outcomes[row.rentId];
          const busy = inFlight.current.has(row.rentId);
          const book = bookOf(row, language);
          const name = row.member.name;
          const choice = choices[row.rentId];
          const typed = days[row.rentId];
          const daysText = typed ?? digitsIn(String(defaultDays), language);
          const daysBad = typed !== undefined && parseDays(typed) === null;
          return (
            <Card
              component="li"
              key={row.rentId}
              variant="outlined"
              aria-label={`${name}: ${book}`}
              sx={{ p: 1, opacity: outcome && outcome.kind !== 'failed' ? 0.75 : 1, minWidth: 0 }}
            >
              <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', minWidth: 0 }}>
                <Checkbox
                  slotProps={{ input: { 'aria-label': t('console:desk.select', { name, book }) } }}
                  checked={selected.has(row.rentId)}
                  disabled={Boolean(outcome) || busy}
                  onChange={(e) =>
                    setSelected((current) => {
                      const next = new Set(current);
                      if (e.target.checked) next.add(row.rentId);
                      else next.delete(row.rentId);
                      return next;
                    })
                  }
                />
                <BookCover src={row.imgUrl ?? undefined} name={book} />
                <Box sx={{ minWidth: 0, flex: 1, overflowWrap: 'anywhere' }}>
                  <Typography variant="subtitle1" component="h2">
                    {book}
                  </Typography>
                  <MemberLine member={row.member} language={language} />
                  <Typography variant="body2" color="text.secondary">
                    {t('console:desk.requestedOn', { date: formatDate(row.requestedAt, language) })}
                  </Typography>
                </Box>
              </Stack>
              {outcome ? (
                <Typography
                  role="status"
                  sx={{ mt: 1, fontWeight: 600 }}
                  color={outcome.kind === 'failed' ? 'error' : 'success.main'}
                >
                  {outcome.kind === 'approved'
                    ? t('console:desk.approvedRow', {
                        serial: digitsIn(outcome.serial, language),
                        date: outcome.due,
                      })
                    : outcome.kind === 'rejected'
                      ? t('console:desk.rejectedRow')
                      : t('console:desk.failedRow', { reason: outcome.reason })}
                </Typography>
              ) : (
                <Stack
                  direction="row"
                  spacing={1}
                  useFlexGap
                  sx={{ mt: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}
                >
                  <TextField
                    select
                    size="small"
                    // A short visible label (the card already names the member); the input's
                    // name says whose copy it is for screen readers and tests.
                    label={t('console:desk.copy')}
                    value={choice?.value ?? ''}
                    onChange={(e) => setPicked((p) => ({ ...p, [row.rentId]: e.target.value }))}
                    slotProps={{
                      select: { native: true },
                      htmlInput: { 'aria-label': t('console:desk.serialFor', { name }) },
                    }}
                    error={!choice?.value}
                    helperText={choice?.value ? undefined : t('console:desk.noFreeCopy')}
                    sx={{ minWidth: 120, flex: '1 1 120px' }}
                  >
                    {(choice?.options ?? []).map((serial) => (
                      <option key={serial} value={serial}>
                        {digitsIn(serial, language)}
                      </option>
                    ))}
                  </TextField>
                  <TextField
                    size="small"
                    label={t('console:desk.loanDays')}
                    value={daysText}
                    onChange={(e) => setDays((d) => ({ ...d, [row.rentId]: e.target.value }))}
                    error={daysBad}
                    helperText={daysBad ? t('console:desk.daysInvalid') : undefined}
                    slotProps={{
                      htmlInput: {
                        inputMode: 'numeric',
                        'aria-label': t('console:desk.daysFor', { name }),
                      },
                    }}
                    sx={{ width: 110, flex: '0 1 110px' }}
                  />
                  <Button
                    variant="contained"
                    aria-label={t('console:desk.approveNamed', { name, book })}
                    disabled={busy || !choice?.value || daysBad}
                    onClick={() => void run([row])}
                  >
                    {t('console:desk.approve')}
                  </Button>
                  <Button
                    color="error"
                    aria-label={t('console:desk.rejectNamed', { name, book })}
                    disabled={busy}
                    onClick={() => setConfirming(row)}
                    sx={{ ml: 'auto' }}
                  >
                    {t('console:desk.reject')}
                  </Button>
                </Stack>
              )}
            </Card>
          );
        }}
      </DeskRows>
      {decidedCount === 0 && <DeskPager page={page} pages={pages} onPage={setPage} />}
      <Dialog open={Boolean(confirming)} onClose={() => setConfirming(null)}>
        {confirming && (
          <>
            <DialogTitle>
              {t('console:desk.rejectConfirm', {
                name: confirming.member.name,
                book: bookOf(confirming, language),
              })}
            </DialogTitle>
            <DialogActions>
              <Button onClick={() => setConfirming(null)}>{t('console:desk.cancel')}</Button>
              <Button color="error" variant="contained" onClick={() => void doReject(confirming)}>
                {t('console:desk.reject')}
              </Button>
            </DialogActions>
          </>
        )}
      </Dialog>
    </DeskFrame>
  );
}
