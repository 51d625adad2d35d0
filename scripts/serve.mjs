// Serves a built static app (site/dist or console/dist): `node scripts/serve.mjs <dir> --port 5173
// [--host 0.0.0.0] [--noindex]`. What `pnpm start` runs, and fine behind a reverse proxy too.
//
// sirv does the file work: `/allbooks` is answered with allbooks.html when the build prerendered
// it, unknown paths fall back to 200.html (the site's shell) or else index.html (client-side
// routes), and the
// .br/.gz files written at build time (scripts/precompress.mjs) are sent to clients that accept
// them. Caching: files under assets/ have a content hash in their name, so they never change and
// are cached for a year; everything else (index.html, the service worker, the manifest,
// robots.txt) must be revalidated, so a new release is seen on the next load.
import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sirv from 'sirv';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    port: { type: 'string', default: process.env.PORT ?? '8080' },
    host: { type: 'string', default: process.env.HOST ?? '0.0.0.0' },
    noindex: { type: 'boolean', default: false },
  },
});
const dir = path.resolve(positionals[0] ?? 'dist');
if (!existsSync(path.join(dir, 'index.html'))) {
  console.error(`${dir} has no index.html: build the app first (pnpm build).`);
  process.exit(1);
}

export const IMMUTABLE = 'public, max-age=31536000, immutable';

const files = sirv(dir, {
  single: existsSync(path.join(dir, '200.html')) ? '200.html' : true,
  brotli: true,
  gzip: true,
  etag: true,
  setHeaders(res, pathname) {
    res.setHeader('Cache-Control', pathname.startsWith('/assets/') ? IMMUTABLE : 'no-cache');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    // The console is for the club's admins only: keep it out of search engines.
    if (values.noindex) res.setHeader('X-Robots-Tag', 'noindex, nofollow');
  },
});

const server = http.createServer((req, res) =>
  files(req, res, () => {
    res.statusCode = 404;
    res.end('Not found');
  })
);
server.listen(Number(values.port), values.host, () => {
  console.log(
    `serving ${path.relative(process.cwd(), dir) || '.'} on http://${values.host}:${values.port}`
  );
});
const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
