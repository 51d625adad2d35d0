import { describe, expect, test } from 'vitest';
import {
  COLUMNS,
  FAIL,
  PASS,
  figuresOf,
  formatTable,
  markOf,
  median,
  mediansOf,
  missedTargets,
} from './report.mjs';

const column = (/** @type {string} */ key) => {
  const found = COLUMNS.find((c) => c.key === key);
  if (!found) throw new Error(`no column ${key}`);
  return found;
};

/** A Lighthouse result with the parts the runner reads. */
function lhr({ perf = 0.99, lcp = 1600, tbt = 20, cls = 0, a11y = 1, bp = 1, seo = 1 } = {}) {
  return {
    categories: {
      performance: { score: perf },
      accessibility: { score: a11y },
      'best-practices': { score: bp },
      seo: { score: seo },
    },
    audits: {
      'largest-contentful-paint': { numericValue: lcp },
      'total-blocking-time': { numericValue: tbt },
      'cumulative-layout-shift': { numericValue: cls },
      'first-contentful-paint': { numericValue: 1500 },
      'speed-index': { numericValue: 1700 },
      'total-byte-weight': { numericValue: 133_120 },
      'network-requests': { details: { items: [{}, {}, {}, {}] } },
    },
  };
}

describe('median', () => {
  test('takes the middle value of an odd count, whatever the order', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4800, 4000, 4100])).toBe(4100);
  });

  test('takes the mean of the two middle values of an even count', () => {
    expect(median([1, 4, 2, 3])).toBe(2.5);
  });

  test('leaves out failed runs, and has nothing to say without any', () => {
    expect(median([null, 5, undefined, 7, 6])).toBe(6);
    expect(median([null, null])).toBeNull();
    expect(median([])).toBeNull();
  });
});

describe('figures of a Lighthouse result', () => {
  test('reads the scores, the metrics, the bytes and the request count', () => {
    const { figures, error } = figuresOf(lhr({ perf: 0.53, lcp: 4100 }));
    expect(error).toBeNull();
    expect(figures).toMatchObject({ performance: 0.53, lcp: 4100, kib: 133_120, requests: 4 });
  });

  test('a run Lighthouse could not finish gives no figures and its error', () => {
    const { figures, error } = figuresOf({
      runtimeError: { code: 'NO_FCP', message: 'The page did not paint any content.' },
      categories: { performance: { score: null } },
      audits: {},
    });
    expect(figures.performance).toBeNull();
    expect(figures.lcp).toBeNull();
    expect(error).toBe('NO_FCP: The page did not paint any content.');
  });

  test('the medians are taken figure by figure', () => {
    const runs = [
      lhr({ perf: 0.5, lcp: 1000 }),
      lhr({ perf: 0.9, lcp: 3000 }),
      lhr({ perf: 0.7, lcp: 2000 }),
    ];
    const medians = mediansOf(runs.map((r) => figuresOf(r).figures));
    expect(medians.performance).toBe(0.7);
    expect(medians.lcp).toBe(2000);
  });
});

describe('target marks', () => {
  test('scores must reach the target, metrics must stay under it', () => {
    expect(markOf(column('performance'), 0.95)).toBe(PASS);
    expect(markOf(column('performance'), 0.94)).toBe(FAIL);
    expect(markOf(column('lcp'), 1800)).toBe(PASS);
    expect(markOf(column('lcp'), 1900)).toBe(FAIL);
    expect(markOf(column('tbt'), 101)).toBe(FAIL);
    expect(markOf(column('cls'), 0.021)).toBe(FAIL);
    expect(markOf(column('seo'), 0.92)).toBe(FAIL);
  });

  test('a cell is judged as it is shown, so it never reads "1.80 ✗"', () => {
    expect(markOf(column('lcp'), 1804)).toBe(PASS);
    expect(markOf(column('performance'), 0.945)).toBe(PASS);
  });

  test('columns without a target and missing figures get no mark', () => {
    expect(markOf(column('fcp'), 9000)).toBe('');
    expect(markOf(column('lcp'), null)).toBe('');
  });

  test('the missed targets of a route, a missing figure counting as missed', () => {
    expect(missedTargets(figuresOf(lhr()).figures)).toEqual([]);
    expect(missedTargets(figuresOf(lhr({ perf: 0.6, lcp: 4000, seo: 0.9 })).figures)).toEqual([
      'perf',
      'LCP s',
      'SEO',
    ]);
    expect(missedTargets({ ...figuresOf(lhr()).figures, tbt: null })).toEqual(['TBT ms']);
  });
});

describe('the table', () => {
  const table = formatTable([
    {
      name: 'home',
      figures: figuresOf(lhr({ perf: 0.53, lcp: 4123, tbt: 714, cls: 0.094 })).figures,
    },
    { name: 'floor app', figures: figuresOf(lhr()).figures, separate: true },
  ]);
  const lines = table.split('\n');

  test('has the header, the targets, then the routes with their marks', () => {
    expect(lines[0]).toMatch(
      /^route\s+perf\s+LCP s\s+TBT ms\s+CLS\s+FCP s\s+SI s\s+a11y\s+BP\s+SEO\s+KiB\s+req$/
    );
    expect(lines[1]).toMatch(
      /^target\s+≥ 95\s+≤ 1\.80\s+≤ 100\s+≤ 0\.020\s+≥ 100\s+≥ 100\s+≥ 100$/
    );
    const home = lines.find((l) => l.startsWith('home'));
    expect(home).toMatch(
      /53 ✗\s+4\.12 ✗\s+714 ✗\s+0\.094 ✗\s+1\.50\s+1\.70\s+100 ✓\s+100 ✓\s+100 ✓\s+130\s+4$/
    );
  });

  test('puts the floor app below a rule', () => {
    const floor = lines.findIndex((l) => l.startsWith('floor app'));
    expect(lines[floor - 1]).toMatch(/^-+$/);
    expect(lines[floor]).toMatch(/99 ✓\s+1\.60 ✓/);
  });

  test('lines up every column', () => {
    const width = (/** @type {string} */ l) => [...l].length;
    const rows = lines.filter((l) => !/^-+$/.test(l) && !l.startsWith('target'));
    expect(new Set(rows.map(width)).size).toBe(1);
  });

  test('shows a dash where every run failed', () => {
    const failed = formatTable([{ name: 'gallery', figures: figuresOf({}).figures }]);
    expect(failed.split('\n').at(-1)).toMatch(/^gallery(\s+—){11}$/);
  });
});
