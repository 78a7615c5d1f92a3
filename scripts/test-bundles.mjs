// The API's and the gateway's test runners (api/ and gateway/src/testing/run-suite.ts) compile the
// run's test files once, here, with esbuild, so each file's process runs plain JavaScript: loaded
// through tsx, every file's process compiled and resolved its whole module graph again, about 2 s
// of CPU each, for some 60 files per suite (the API's twice in CI, once per database engine).
// What the bundles keep of running the TypeScript itself:
// - each module's import.meta (url, dirname, filename) is its source file's, not the bundle's, so
//   paths found from it (migrations, fixtures, a folder a test reads) are the same;
// - packages from node_modules stay imports, resolved from the package's own node_modules (the
//   bundles are written under it), except the workspace's @storefront/* TypeScript, compiled in;
// - one build with shared chunks, so a preloaded module (the API's file-database.ts) and the test
//   file share one instance of what they both import, as they did as separate source modules;
// - source maps, for node --enable-source-maps: a failure's stack names the .ts file and line.
import { readFileSync, rmSync } from 'node:fs';
import { dirname, extname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const LOADERS = {
  '.ts': 'ts',
  '.tsx': 'tsx',
  '.mts': 'ts',
  '.cts': 'ts',
  '.js': 'js',
  '.mjs': 'js',
  '.jsx': 'jsx',
};

/** Each workspace module's import.meta, written as its source file's literal values. */
function sourceImportMeta() {
  return {
    name: 'source-import-meta',
    setup(b) {
      b.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, (args) => {
        if (/[\\/]node_modules[\\/]/.test(args.path)) return undefined;
        const source = readFileSync(args.path, 'utf8');
        if (!source.includes('import.meta')) return undefined;
        return {
          contents: source
            .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href))
            .replaceAll('import.meta.dirname', JSON.stringify(dirname(args.path)))
            .replaceAll('import.meta.filename', JSON.stringify(args.path)),
          loader: LOADERS[extname(args.path)],
        };
      });
    },
  };
}

/** Bare imports stay imports, but the workspace's own packages (TypeScript source) are compiled in. */
const workspaceBundled = {
  name: 'node-modules-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@storefront/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * Compiles `files` (and `preloads`, for --import), relative to `packageDir`, into
 * node_modules/.cache/test-bundles/<pid>/ of that package. `build` is the package's esbuild;
 * `external` replaces the default handling of bare imports (the gateway's own, as its build's).
 * Returns the bundles' paths in the same order, and `remove` for the folder.
 */
export async function bundleTests({
  build,
  packageDir,
  files,
  preloads = [],
  external = workspaceBundled,
  ...options
}) {
  const outdir = join(packageDir, 'node_modules', '.cache', 'test-bundles', String(process.pid));
  const remove = () => rmSync(outdir, { recursive: true, force: true });
  remove();
  const bundled = (file) => {
    const out = join(outdir, relative(packageDir, resolve(packageDir, file)));
    return out.slice(0, out.length - extname(out).length) + '.mjs';
  };
  await build({
    absWorkingDir: packageDir,
    entryPoints: [...files, ...preloads],
    outbase: packageDir,
    outdir,
    outExtension: { '.js': '.mjs' },
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    ...options,
    plugins: [...(options.plugins ?? []), external, sourceImportMeta()],
  });
  return { files: files.map(bundled), preloads: preloads.map(bundled), remove };
}
