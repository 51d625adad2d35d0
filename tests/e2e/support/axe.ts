import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** The rules run: WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const IMPACTS = ['critical', 'serious', 'moderate', 'minor'] as const;
type Impact = (typeof IMPACTS)[number];

export interface AxeViolation {
  id: string;
  impact: Impact | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

export interface AxeRow {
  app: 'site' | 'console';
  page: string;
  language: string;
  counts: Record<Impact, number>;
  violations: AxeViolation[];
}

/** The violations that fail the gate. */
export const blocking = (row: AxeRow) =>
  row.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious');

/**
 * Waits until the page has settled (network quiet, no spinner, fonts loaded), injects axe-core
 * from node_modules (no CDN) and runs it over the whole document.
 */
export async function audit(
  page: Page,
  row: Pick<AxeRow, 'app' | 'page' | 'language'>
): Promise<AxeRow> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page
    .waitForFunction(
      () =>
        !document.querySelector('[aria-busy="true"], [role="progressbar"]') &&
        document.fonts.status === 'loaded',
      undefined,
      { timeout: 15_000 }
    )
    .catch(() => undefined);
  await page.waitForTimeout(300);
  await page.addScriptTag({ path: AXE_SCRIPT });
  const violations = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
      .axe;
    const result = (await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    })) as { violations: AxeViolation[] };
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    }));
  }, AXE_TAGS);
  const counts = Object.fromEntries(IMPACTS.map((i) => [i, 0])) as Record<Impact, number>;
  for (const v of violations) if (v.impact) counts[v.impact] += v.nodes.length;
  return { ...row, counts, violations };
}

/** A readable list of what failed, for the assertion message. */
export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map(
      (v) =>
        `${v.id} (${v.impact}, ${v.nodes.length}×): ${v.help}\n` +
        v.nodes
          .slice(0, 5)
          .map((n) => `    at ${n.target.map(String).join(' ')}`)
          .join('\n')
    )
    .join('\n');
}

/** The per-page table (counts are affected elements by impact), as Markdown. */
export function table(rows: AxeRow[]): string {
  const lines = [
    '| app | page | language | critical | serious | moderate | minor | serious/critical rules |',
    '| --- | --- | --- | ---: | ---: | ---: | ---: | --- |',
    ...rows.map(
      (r) =>
        `| ${r.app} | ${r.page} | ${r.language} | ${r.counts.critical} | ${r.counts.serious} | ` +
        `${r.counts.moderate} | ${r.counts.minor} | ${
          blocking(r)
            .map((v) => v.id)
            .join(', ') || '–'
        } |`
    ),
  ];
  return lines.join('\n');
}

/** Prints the table and keeps it (Markdown and JSON) in the artifacts folder. */
export function report(rows: AxeRow[], dir: string): void {
  if (rows.length === 0) return;
  const md = `# axe-core ${AXE_TAGS.join(', ')}\n\n${table(rows)}\n`;
  writeFileSync(join(dir, 'axe-results.md'), md);
  writeFileSync(join(dir, 'axe-results.json'), JSON.stringify(rows, null, 2));
  process.stdout.write(`\n${md}\n(also in ${join(dir, 'axe-results.md')})\n`);
}
