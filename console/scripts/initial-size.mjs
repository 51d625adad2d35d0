// Reports the gzip size of the JavaScript the console loads on a first visit: the entry chunk and
// everything it imports statically (from Vite's manifest). The resources' screens are lazy chunks
// fetched when first opened, and the English texts when English is chosen, so neither counts,
// nor do the menu layout and react-admin's own pages, which the login page does not need
// (src/layout/AdminUI.tsx).
// Usage: node scripts/initial-size.mjs [--check]   (after `vite build`; --check enforces the budget)
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
/** The admin console's initial JS budget (issue 7, lowered by issue 20; perf-reliability.md A4–A5). */
const BUDGET_KIB = 300;

const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const gzipKiB = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;

/** The chunk files `key` loads before running: itself and its static imports. */
function closure(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const dep of chunk.imports ?? []) closure(dep, files);
  return files;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const files = [...closure(entryKey)].filter((file) => file.endsWith('.js'));
const sizes = files.map((file) => ({ file, kib: gzipKiB(file) })).sort((a, b) => b.kib - a.kib);
const total = sizes.reduce((sum, { kib }) => sum + kib, 0);
const lazy = Object.values(manifest).filter((chunk) => chunk.isDynamicEntry).length;

for (const { file, kib } of sizes) console.log(`${kib.toFixed(1).padStart(8)} KiB  ${file}`);
console.log(
  `initial JS: ${total.toFixed(1)} KiB gzip (budget ${BUDGET_KIB} KiB)${total > BUDGET_KIB ? '  OVER BUDGET' : '  ok'}; ${lazy} lazy chunks`
);
if (total > BUDGET_KIB && process.argv.includes('--check')) process.exit(1);
