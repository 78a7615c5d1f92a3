// A frontend's server build (tooling/README.md#server-build): run from the frontend's folder after
// its webpack build (`node ../tooling/server-build.mjs`). Bundles what the gateway renders on the
// server into dist/server/render.cjs and lists it in dist/release.json. A slice's entry is
// generated from its exposes (shared/src/contracts/frontends.json); the shell's is src/server.tsx.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const require = createRequire(import.meta.url);
const { FRONTENDS, SHARED_MODULES } = require('./webpack.cjs');
const { withServerBuild } = require('./release-info.cjs');
const { styledIdsEsbuildPlugin } = require('./styled-ids.cjs');

/**
 * What the gateway provides (the one copy of each that renders every fragment, as the share scope
 * does in the browser), so a server build never bundles them: every module of
 * shared/src/contracts/shared-modules.json, with its subpaths where it has them.
 */
export const SERVER_EXTERNALS = Object.entries(SHARED_MODULES).flatMap(([name, { subpaths }]) =>
  subpaths ? [name, `${name}/*`] : [name],
);

export const SERVER_FILE = 'server/render.cjs';

/** webpack's asset modules as the browser sees them (`assetModuleFilename: 'assets/[name][ext]'`). */
export const ASSET_FILTER = /\.(png|jpe?g|webp|svg|woff2?)$/;

/**
 * An asset import is the URL webpack gives it in the browser, under the release folder the gateway
 * passes as `__webpack_public_path__`; nothing is emitted (the browser build already has the file).
 */
export function assetUrlPlugin() {
  return {
    name: 'asset-url',
    setup(build) {
      build.onResolve({ filter: ASSET_FILTER }, (args) => {
        const file = args.path.startsWith('.') ? resolve(args.resolveDir, args.path) : args.path;
        if (file !== args.path && !existsSync(file)) return { errors: [{ text: `${file} does not exist` }] };
        return { path: file, namespace: 'asset-url' };
      });
      build.onLoad({ filter: /.*/, namespace: 'asset-url' }, (args) => ({
        contents: `export default __webpack_public_path__ + ${JSON.stringify(`assets/${basename(args.path)}`)};`,
        loader: 'js',
      }));
    },
  };
}

/** A slice's entry: `fragments`, each expose module's server part (load, render, head, browser-only). */
export function sliceEntry(exposes) {
  const names = Object.keys(exposes);
  return [
    "import { fragmentServer } from '@storefront/shared/server';",
    ...names.map((name) => `import * as ${name} from ${JSON.stringify(exposes[name])};`),
    `export const fragments = fragmentServer({ ${names.join(', ')} });`,
    '',
  ].join('\n');
}

/** The entry of `name`'s server build, or null when the frontend has none yet. */
function entryOf(name, dir) {
  if (name === 'shell') {
    const file = join(dir, 'src/server.tsx');
    return existsSync(file) ? { entryPoints: [file] } : null;
  }
  const exposes = FRONTENDS[name];
  return {
    stdin: { contents: sliceEntry(exposes), resolveDir: dir, sourcefile: 'server-entry.tsx', loader: 'tsx' },
  };
}

export async function serverBuild(dir) {
  const releaseFile = join(dir, 'dist/release.json');
  if (!existsSync(releaseFile)) throw new Error(`${releaseFile} is missing: run the webpack build first`);
  const release = JSON.parse(readFileSync(releaseFile, 'utf8'));
  const { name } = release;
  if (!FRONTENDS[name]) throw new Error(`${name} is not in shared/src/contracts/frontends.json`);
  const entry = entryOf(name, dir);
  if (!entry) {
    console.log(`${name}: no src/server.tsx yet, no server build`);
    return null;
  }
  const outfile = join(dir, 'dist', SERVER_FILE);
  await build({
    ...entry,
    outfile,
    absWorkingDir: dir,
    bundle: true,
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    jsx: 'automatic',
    minify: true,
    sourcemap: true,
    charset: 'utf8',
    define: { 'process.env.NODE_ENV': '"production"' },
    external: SERVER_EXTERNALS,
    // Content pages' Markdown (shell/content/) as its text, as webpack's asset/source gives it.
    loader: { '.md': 'text' },
    plugins: [assetUrlPlugin(), styledIdsEsbuildPlugin()],
    logLevel: 'warning',
  });
  writeFileSync(releaseFile, `${JSON.stringify(withServerBuild(release, SERVER_FILE), null, 2)}\n`);
  console.log(`${name}: server build in dist/${SERVER_FILE}`);
  return outfile;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await serverBuild(resolve(process.argv[2] ?? process.cwd()));
}
