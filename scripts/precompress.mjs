// `node scripts/precompress.mjs <dir>`: after `vite build`, writes a .br and a .gz next to every
// text file worth compressing, at the highest levels (done once per build, not per request), for
// scripts/serve.mjs or a reverse proxy's precompressed mode (Caddy `precompressed`, nginx
// `gzip_static`/`brotli_static`) to send as they are.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
const MIN_BYTES = 1024;

const dir = path.resolve(process.argv[2] ?? 'dist');
let count = 0;
for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !TEXT.test(entry.name)) continue;
  const file = path.join(entry.parentPath ?? entry.path, entry.name);
  const data = await readFile(file);
  if (data.length < MIN_BYTES) continue;
  const [br, gz] = await Promise.all([
    brotli(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gzip(data, { level: 9 }),
  ]);
  // A compressed copy that is not smaller is not worth sending.
  if (br.length < data.length) await writeFile(`${file}.br`, br);
  if (gz.length < data.length) await writeFile(`${file}.gz`, gz);
  count += 1;
}
console.log(`precompressed ${count} files in ${path.relative(process.cwd(), dir) || '.'}`);
