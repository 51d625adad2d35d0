// Reports the gzip size of the JavaScript each route needs on a first visit: the entry chunk and
// everything it imports statically, plus the route's own (code-split) chunks and their static
// imports. Chunks fetched later (the English texts, the mobile drawer) are not counted.
// Usage: node scripts/route-size.mjs [--check]   (after `vite build`; --check enforces the budget)
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
/** Home must stay within 200 KiB of gzipped JavaScript (issue 5, perf-reliability.md A5). */
const BUDGETS = { '/': 200 };

const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const gzipCache = new Map();
function gzipKiB(file) {
  if (!gzipCache.has(file)) {
    gzipCache.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024);
  }
  return gzipCache.get(file);
}

/** The chunk files `keys` load before running: themselves and their static imports. */
function closure(keys) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  keys.forEach(visit);
  return files;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const entryFiles = closure([entryKey]);
const sum = (files) => [...files].reduce((total, file) => total + gzipKiB(file), 0);

/** `src/routes/specificbooks.$id.tsx?tsr-split=component` → `/specificbooks/$id`. */
function routePath(source) {
  const name = source.replace(/^src\/routes\//, '').replace(/\.tsx?(\?.*)?$/, '');
  const segments = name
    .split('.')
    .filter((part) => !part.startsWith('_') && part !== 'index' && part !== 'route');
  return `/${segments.join('/')}`;
}

const routes = new Map();
for (const key of Object.keys(manifest)) {
  if (!key.startsWith('src/routes/') || key.includes('__root')) continue;
  const path = routePath(key);
  routes.set(path, [...(routes.get(path) ?? []), key]);
}

const rows = [...routes.entries()]
  .map(([path, keys]) => {
    const own = closure(keys);
    const all = new Set([...entryFiles, ...own]);
    return { path, own: sum(new Set([...own].filter((f) => !entryFiles.has(f)))), total: sum(all) };
  })
  .sort((a, b) => a.path.localeCompare(b.path));

console.log(`entry (shared by every route): ${sum(entryFiles).toFixed(1)} KiB gzip`);
console.log('route'.padEnd(34), 'own KiB'.padStart(8), 'total KiB'.padStart(10), ' budget');
let failed = false;
for (const row of rows) {
  const budget = BUDGETS[row.path];
  const over = budget !== undefined && row.total > budget;
  failed ||= over;
  console.log(
    row.path.padEnd(34),
    row.own.toFixed(1).padStart(8),
    row.total.toFixed(1).padStart(10),
    budget === undefined ? '' : ` ≤ ${budget}${over ? '  OVER BUDGET' : '  ok'}`
  );
}
if (failed && process.argv.includes('--check')) process.exit(1);
