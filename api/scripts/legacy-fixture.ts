import path from 'node:path';
import { writeLargeExport, writeRealisticExport } from '../src/legacy-import/fixture';

/**
 * `pnpm --filter @pathagar/api legacy:fixture <dir> [--large]`: writes the realistic legacy
 * export of the tests (`<dir>/export` and `<dir>/uploads`), or with `--large` the benchmark's
 * 10,000 books, 2,000 members and 50,000 loans into `<dir>`, to try `pnpm legacy:import` on.
 */
const args = process.argv.slice(2).filter((a) => a !== '--');
const dir = args.find((a) => !a.startsWith('--'));
if (!dir) {
  console.error('Usage: pnpm --filter @pathagar/api legacy:fixture <dir> [--large]');
  process.exit(2);
}
const target = path.resolve(process.env.INIT_CWD ?? process.cwd(), dir);
if (args.includes('--large')) {
  await writeLargeExport(target, { users: 2000, books: 10_000, loans: 50_000 });
  console.log(`Wrote a large export into ${target}`);
} else {
  const { exportDir, uploadsDir } = await writeRealisticExport(target);
  console.log(`Wrote ${exportDir} and ${uploadsDir}`);
}
