// `pnpm --filter @pathagar/api build`: the production server as plain JavaScript in api/dist,
// run with `node dist/server.js` (no tsx at run time).
//
// esbuild bundles the API's own TypeScript and the workspace packages it imports (which export
// .ts sources that node cannot load); every npm package stays an external import, resolved from
// api/node_modules as in development (PGlite, argon2 and swagger-ui load files next to themselves,
// which bundling would break).
//
// A few modules find files next to their source with `new URL('…', import.meta.url)` (the seed
// data, the contract, the reference's stylesheet). In a bundle import.meta.url is the bundle's
// URL, so each module's own import.meta.url is rewritten to the URL of its source file, expressed
// relative to dist/ so that the build still works when the repository is moved or copied whole.
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const outdir = path.join(apiDir, 'dist');

/** Entry points: the server and the command-line tools that a production install runs. */
export const entryPoints = {
  server: 'src/server.ts',
  restore: 'src/maintenance/restore-cli.ts',
};

const workspaceOnly = {
  name: 'externalize-npm-packages',
  setup(b) {
    // Bare specifiers other than the workspace's own packages stay imports.
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@pathagar/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

const sourceUrls = {
  name: 'source-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async (args) => {
      const text = await readFile(args.path, 'utf8');
      if (!text.includes('import.meta.url')) return { contents: text, loader: 'ts' };
      const relative = path.relative(outdir, args.path).split(path.sep).join('/');
      const replaced = text.replaceAll(
        'import.meta.url',
        `new URL(${JSON.stringify(relative)}, import.meta.url).href`
      );
      return { contents: replaced, loader: 'ts' };
    });
  },
};

/*
 * The contract, bundled here once instead of by every start of the server: the built server reads
 * this document (src/contract/spec-source.ts is replaced by it) and never loads redocly, which
 * kept ~38 MB resident (issue 20 point 5). Its refs are resolved at start by spec-deref.ts.
 */
function bundledContract() {
  const script =
    "import('@pathagar/openapi').then(async (m) => process.stdout.write(JSON.stringify(await m.loadSpec())))";
  return execFileSync(process.execPath, ['--import', 'tsx', '-e', script], {
    cwd: apiDir,
    maxBuffer: 256 * 2 ** 20,
    encoding: 'utf8',
  });
}

const prebuiltContract = {
  name: 'prebuilt-contract',
  setup(b) {
    const contract = bundledContract();
    b.onLoad({ filter: /[\\/]src[\\/]contract[\\/]spec-source\.ts$/ }, () => ({
      loader: 'js',
      resolveDir: path.join(apiDir, 'src/contract'),
      contents: `
        import { dereference } from './spec-deref';
        export { listOperations, specPath } from '@pathagar/openapi';
        const bundled = ${contract};
        export async function loadSpec(options = {}) {
          const copy = structuredClone(bundled);
          return options.dereference ? dereference(copy) : copy;
        }`,
    }));
    // What is left of @pathagar/openapi in the bundle must not pull redocly in.
    b.onResolve({ filter: /^@redocly\/openapi-core$/ }, () => ({
      path: 'redocly',
      namespace: 'not-in-the-server',
    }));
    b.onLoad({ filter: /.*/, namespace: 'not-in-the-server' }, () => ({
      loader: 'js',
      contents: `
        const absent = () => { throw new Error('The built server reads the prebuilt contract.'); };
        export const bundle = absent;
        export const createConfig = absent;`,
    }));
  },
};

await rm(outdir, { recursive: true, force: true });
const started = Date.now();
await build({
  absWorkingDir: apiDir,
  entryPoints,
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  // Chunks next to the entries: the rewritten URLs are relative to dist/ itself.
  chunkNames: '[name]-[hash]',
  logLevel: 'warning',
  plugins: [prebuiltContract, workspaceOnly, sourceUrls],
});
console.log(
  `api built into ${path.relative(process.cwd(), outdir) || 'dist'} in ${Date.now() - started} ms`
);
