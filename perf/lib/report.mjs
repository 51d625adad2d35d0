// The pure half of the Lighthouse runner: what is read out of a Lighthouse result, the medians,
// the targets of issue 20 and the printed table. No browser, no files, so it is unit-tested.

/**
 * @typedef {'performance' | 'lcp' | 'tbt' | 'cls' | 'fcp' | 'si' | 'accessibility'
 *   | 'bestPractices' | 'seo' | 'kib' | 'requests'} MetricKey
 * @typedef {Record<MetricKey, number | null>} Figures
 * @typedef {{ key: MetricKey, label: string, unit: string, digits: number,
 *   scale: number, target?: { at: 'most' | 'least', value: number } }} Column
 */

/**
 * The table's columns in order. `scale` turns Lighthouse's raw value (ms, bytes, 0–1 scores) into
 * the unit shown, `digits` is how it is shown, and a target is checked against the shown value, so
 * a cell never reads "1.80 ✗" while its raw value was 1,804 ms.
 * Targets: issue 20, goal 1 (performance ≥ 95, LCP ≤ 1.8 s, TBT ≤ 100 ms, CLS ≤ 0.02,
 * accessibility, best practices and SEO 100). FCP, SI, bytes and requests are shown without one.
 * @type {Column[]}
 */
export const COLUMNS = [
  {
    key: 'performance',
    label: 'perf',
    unit: '',
    digits: 0,
    scale: 100,
    target: { at: 'least', value: 95 },
  },
  {
    key: 'lcp',
    label: 'LCP s',
    unit: 's',
    digits: 2,
    scale: 1 / 1000,
    target: { at: 'most', value: 1.8 },
  },
  {
    key: 'tbt',
    label: 'TBT ms',
    unit: 'ms',
    digits: 0,
    scale: 1,
    target: { at: 'most', value: 100 },
  },
  { key: 'cls', label: 'CLS', unit: '', digits: 3, scale: 1, target: { at: 'most', value: 0.02 } },
  { key: 'fcp', label: 'FCP s', unit: 's', digits: 2, scale: 1 / 1000 },
  { key: 'si', label: 'SI s', unit: 's', digits: 2, scale: 1 / 1000 },
  {
    key: 'accessibility',
    label: 'a11y',
    unit: '',
    digits: 0,
    scale: 100,
    target: { at: 'least', value: 100 },
  },
  {
    key: 'bestPractices',
    label: 'BP',
    unit: '',
    digits: 0,
    scale: 100,
    target: { at: 'least', value: 100 },
  },
  {
    key: 'seo',
    label: 'SEO',
    unit: '',
    digits: 0,
    scale: 100,
    target: { at: 'least', value: 100 },
  },
  { key: 'kib', label: 'KiB', unit: 'KiB', digits: 0, scale: 1 / 1024 },
  { key: 'requests', label: 'req', unit: '', digits: 0, scale: 1 },
];

export const PASS = '✓';
export const FAIL = '✗';

/**
 * The median of the values that exist (a failed run gives null and is left out); null when none
 * do. With an even count, the mean of the two middle values.
 * @param {Array<number | null | undefined>} values
 * @returns {number | null}
 */
export function median(values) {
  const sorted = values
    .filter((v) => typeof v === 'number' && Number.isFinite(v))
    .map(Number)
    .sort((a, b) => a - b);
  const n = sorted.length;
  if (n === 0) return null;
  // One middle value when n is odd (both indexes meet), two to average when it is even.
  const lower = sorted[Math.ceil(n / 2) - 1] ?? 0;
  const upper = sorted[Math.floor(n / 2)] ?? 0;
  return (lower + upper) / 2;
}

/**
 * The raw figures of one Lighthouse result (lhr): category scores 0–1, metrics in ms, bytes.
 * A run that Lighthouse could not finish (runtimeError, e.g. NO_FCP) gives nulls and the error.
 * @param {any} lhr
 * @returns {{ figures: Figures, error: string | null }}
 */
export function figuresOf(lhr) {
  const score = (/** @type {string} */ id) => lhr.categories?.[id]?.score ?? null;
  const value = (/** @type {string} */ id) => lhr.audits?.[id]?.numericValue ?? null;
  const requests = lhr.audits?.['network-requests']?.details?.items;
  return {
    figures: {
      performance: score('performance'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      fcp: value('first-contentful-paint'),
      si: value('speed-index'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      kib: value('total-byte-weight'),
      requests: Array.isArray(requests) ? requests.length : null,
    },
    error: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
  };
}

/**
 * Each figure's median over the runs, figure by figure (the runs need not agree on which one was
 * the median run).
 * @param {Figures[]} runs
 * @returns {Figures}
 */
export function mediansOf(runs) {
  return /** @type {Figures} */ (
    Object.fromEntries(COLUMNS.map(({ key }) => [key, median(runs.map((run) => run[key]))]))
  );
}

/**
 * The figure as shown in its column (scaled, rounded to the column's digits), or null.
 * @param {Column} column
 * @param {number | null} raw
 */
export function shown(column, raw) {
  if (raw === null) return null;
  const factor = 10 ** column.digits;
  return Math.round(raw * column.scale * factor) / factor;
}

/**
 * ✓ when the shown figure meets the column's target, ✗ when not, '' when the column has no
 * target or there is no figure.
 * @param {Column} column
 * @param {number | null} raw
 */
export function markOf(column, raw) {
  const value = shown(column, raw);
  if (!column.target || value === null) return '';
  const ok =
    column.target.at === 'least' ? value >= column.target.value : value <= column.target.value;
  return ok ? PASS : FAIL;
}

/**
 * The columns whose target the figures miss (a missing figure misses too: a run that never
 * painted has not met anything).
 * @param {Figures} figures
 * @returns {string[]}
 */
export function missedTargets(figures) {
  return COLUMNS.filter((c) => c.target && markOf(c, figures[c.key]) !== PASS).map((c) => c.label);
}

/** @param {Column} column */
function targetText(column) {
  if (!column.target) return '';
  const sign = column.target.at === 'least' ? '≥' : '≤';
  return `${sign} ${column.target.value.toFixed(column.digits)}`;
}

/**
 * @param {Column} column
 * @param {number | null} raw
 */
function cell(column, raw) {
  const value = shown(column, raw);
  if (value === null) return '—';
  const mark = markOf(column, raw);
  return mark ? `${value.toFixed(column.digits)} ${mark}` : value.toFixed(column.digits);
}

/**
 * The table of medians: one line per route, the targets under the header, the floor app (or any
 * row marked `separate`) below a rule so it reads as the reference.
 * @param {Array<{ name: string, figures: Figures, separate?: boolean }>} rows
 * @returns {string}
 */
export function formatTable(rows) {
  const header = ['route', ...COLUMNS.map((c) => c.label)];
  const targets = ['target', ...COLUMNS.map(targetText)];
  const lines = rows.map((row) => [row.name, ...COLUMNS.map((c) => cell(c, row.figures[c.key]))]);
  const all = [header, targets, ...lines];
  const widths = header.map((_, i) => Math.max(...all.map((line) => [...(line[i] ?? '')].length)));
  const render = (/** @type {string[]} */ line) =>
    line
      .map((text, i) => {
        const pad = /** @type {number} */ (widths[i]) - [...text].length;
        return i === 0 ? text + ' '.repeat(pad) : ' '.repeat(pad) + text;
      })
      .join('  ')
      .trimEnd();
  const rule = '-'.repeat(widths.reduce((sum, w) => sum + w, 0) + 2 * (widths.length - 1));
  const out = [render(header), render(targets), rule];
  rows.forEach((row, i) => {
    if (row.separate) out.push(rule);
    out.push(render(/** @type {string[]} */ (lines[i])));
  });
  return out.join('\n');
}
