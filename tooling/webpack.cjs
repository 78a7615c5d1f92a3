// One webpack + Module Federation factory for every frontend. The share scope
// must be identical in the host and every remote, so it is declared only here.
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { NormalModuleReplacementPlugin } = require('webpack');
const { releaseInfo } = require('./release-info.cjs');

// The one list of frontends and what each exposes (shared/src/contracts/frontends.ts says why).
const FRONTENDS = require('../shared/src/contracts/frontends.json');
const SHARED_VERSION = require('../shared/package.json').version;
// The one list of the modules one copy of which serves every frontend (shared-modules.ts says why).
const SHARED_MODULES = require('../shared/src/contracts/shared-modules.json');

/** `./<Expose>` → module, from frontends.json: a slice's exposes are its contract, not its config. */
function exposesOf(name) {
  const exposes = FRONTENDS[name];
  if (!exposes) throw new Error(`${name} is not in shared/src/contracts/frontends.json`);
  return Object.fromEntries(Object.entries(exposes).map(([expose, file]) => [`./${expose}`, file]));
}

/**
 * release.json, beside the build: what a release manager's checks need to know without running
 * it (gateway/README.md, "Checks before activation"), written by release-info.cjs. Every frontend
 * records the versions of @storefront/shared and React it was built against; the shell also
 * records what it provides and which fragments it expects; a slice, what it exposes.
 */
class ReleaseInfoPlugin {
  constructor(build) {
    this.build = build;
  }
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ReleaseInfoPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // Last, so `files` lists everything the build emits: a release missing one is incomplete.
        { name: 'ReleaseInfoPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const files = compilation
            .getAssets()
            .map((asset) => asset.name)
            .filter((name) => !name.endsWith('.map'))
            .sort();
          const info = releaseInfo({ ...this.build, files });
          compilation.emitAsset('release.json', new sources.RawSource(`${JSON.stringify(info, null, 2)}\n`));
        },
      );
    });
  }
}

/** What release.json says of a frontend besides its files. */
function releaseBuild(name, dir, pkg, host) {
  const built = { shared: SHARED_VERSION, react: pkg.dependencies?.react };
  if (!built.react) throw new Error(`${name} must depend on react`);
  if (!host) return { name, frontends: FRONTENDS, built };
  const reactVersion = require(require.resolve('react/package.json', { paths: [dir] })).version;
  return { name, frontends: FRONTENDS, built, provides: { shared: SHARED_VERSION, react: reactVersion } };
}

const EXTERNAL_RUNTIME_PROVIDER_CJS = /inject-external-runtime-core-plugin[\\/]dist[\\/]index\.cjs$/;

/**
 * axios's fetch adapter (its module, about 4.5 KB gzip with the helpers only it uses) is never
 * used in a browser: axios tries its adapters in the order ['xhr', 'http', 'fetch'] and every
 * browser has XMLHttpRequest, and the store's one client (shared/src/api-client) names none.
 * The browser builds carry a stand-in that says "not supported" instead, which keeps /home
 * within its JavaScript budget (e2e/README.md). Node (the gateway, the server builds,
 * Jest) resolves axios's own modules, untouched.
 */
const AXIOS_FETCH_ADAPTER = /[\\/]axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/;
const AXIOS_FETCH_ADAPTER_STUB = path.join(__dirname, 'axios-fetch-adapter-stub.mjs');

/**
 * React Router's package exports name only its development build (its warnings on); the
 * production build beside it differs by that switch alone.
 */
function productionBuilds(dir) {
  let entry;
  try {
    const dom = require.resolve('react-router-dom', { paths: [dir] });
    entry = require.resolve('react-router', { paths: [path.dirname(dom)] });
  } catch {
    return {}; // a frontend without React Router
  }
  const production = path.join(path.dirname(entry), '../production');
  return {
    'react-router$': path.join(production, 'index.mjs'),
    'react-router/dom$': path.join(production, 'dom-export.mjs'),
  };
}

/** Federation container names must be JavaScript identifiers. */
const containerName = (releaseName) => releaseName.replace(/-/g, '_');

function sharedSingletons(pkg) {
  // Which versions may run together is decided once, before activation, by the release checks
  // (gateway/README.md, "Checks before activation": React the shell provides, the major of
  // @storefront/shared), from each release's release.json. In the browser a singleton is used
  // whatever its version, so a range here would only re-check it on every page load: semver
  // parsing for each library, tens of milliseconds of a phone's main thread. So no range.
  // Sharing @storefront/shared keeps one auth store and event bus for the host and every parcel;
  // a slice built against another major version of it must not run on this one: the release
  // checks refuse it (above). The stores use zustand/vanilla: shared like react/ (the prefix
  // keys), or every slice carries its own copy.
  const shared = {};
  for (const [name, { singleton, subpaths, browserSubpaths = subpaths }] of Object.entries(SHARED_MODULES)) {
    if (!singleton) continue;
    if (!(pkg.dependencies || {})[name]) throw new Error(`${pkg.name} must depend on ${name} to share it`);
    shared[name] = { singleton: true, requiredVersion: false };
    if (browserSubpaths) shared[`${name}/`] = { singleton: true, requiredVersion: false };
  }
  return shared;
}

/**
 * The page's early-click holder (shared/src/parcel/early-clicks.ts) as one inline statement for
 * the shell's index.html: it must run before any script is fetched, and hydrate.tsx reads the
 * same module's holder, so the code is written once and compiled here.
 */
function earlyClicksScript() {
  const { buildSync } = require('esbuild');
  const { outputFiles } = buildSync({
    stdin: {
      contents: "import { holdEarlyClicks } from './early-clicks'; holdEarlyClicks(document);",
      resolveDir: path.join(__dirname, '../shared/src/parcel'),
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2020',
    write: false,
  });
  return outputFiles[0].text.trim();
}

/**
 * @param {object} options
 * @param {string} options.dir       the frontend's folder
 * @param {string} options.name      its release name (shell, mf-catalog, ...)
 * @param {boolean} [options.host]   true for the shell
 * @param {string[]} [options.runtimePlugins]
 * @param {number} options.devPort
 */
function createFrontendConfig({ dir, name, host = false, runtimePlugins = [], devPort }) {
  const pkg = require(path.join(dir, 'package.json'));
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: host ? { main: './src/index.ts' } : {},
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      target: 'web',
      output: {
        path: path.join(dir, 'dist'),
        publicPath: 'auto',
        uniqueName: containerName(name),
        // No content hashes in names: a release folder is itself content-addressed and
        // immutable (and webpack 5.111 cannot hash the federation runtime's filename).
        filename: '[name].js',
        chunkFilename: '[name].js',
        assetModuleFilename: 'assets/[name][ext]',
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'],
        alias: production ? productionBuilds(dir) : {},
      },
      module: {
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            exclude: /node_modules/,
            loader: require.resolve('esbuild-loader'),
            options: { target: 'es2020', jsx: 'automatic' },
          },
          { test: /\.(png|jpe?g|webp|svg|woff2?)$/, type: 'asset/resource' },
          // Content pages' Markdown (shell/content/), bundled as its text.
          { test: /\.md$/, type: 'asset/source' },
          // Before esbuild-loader ('pre'): styled-components ids that the server build gives too
          // (styled-ids.cjs). shared/src is reached by its real path, outside node_modules.
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            enforce: 'pre',
            loader: require.resolve('./styled-ids-loader.cjs'),
          },
        ],
      },
      optimization: {
        // webpack's own minimizer (terser), not esbuild's: esbuild keeps unused functions inside
        // a module's scope, so react-router, axios and the federation runtime shipped whole.
        minimizer: ['...'],
        // index.html is html-webpack-plugin's (already minified): a second pass would drop the
        // quotes of `<div id="root"></div>`, which the server rendering fills.
        minimizeOptions: { html: false },
        // Modules two exposes of a slice both use (its store, its API) go in one chunk of their
        // own instead of into each expose's chunk (webpack's default waits for 20 kB).
        splitChunks: { minSize: 2000 },
      },
      performance: { hints: false },
      plugins: [
        new ModuleFederationPlugin({
          name: containerName(name),
          ...(host ? {} : { filename: 'remoteEntry.js', exposes: exposesOf(name) }),
          remotes: {},
          shared: sharedSingletons(pkg),
          shareStrategy: 'loaded-first',
          // Every container starts in steps of a task each, its chunks' scripts too
          // (@storefront/shared/runtime/task-per-step-plugin, bundled into each: not shared).
          runtimePlugins: [
            require.resolve('@storefront/shared/runtime/task-per-step-plugin', { paths: [dir] }),
            ...runtimePlugins,
          ],
          // The federation runtime core ships once, with the shell; remotes use its global.
          experiments: {
            ...(host ? { provideExternalRuntime: true } : { externalRuntime: true }),
            // Browser code only (no Node script loaders); remotes are entries, not manifests, so
            // the snapshot plugin has nothing to do; a slice loads no remotes itself (parcels go
            // through the shell's runtime).
            optimization: { target: 'web', disableSnapshot: true, disableRemote: !host },
          },
          dts: false,
          manifest: false,
        }),
        // The plugin that provides the runtime core is added by path to its CommonJS build, which
        // requires the CommonJS runtime core: the page carried the core twice (ESM and CJS).
        ...(host
          ? [
              new NormalModuleReplacementPlugin(EXTERNAL_RUNTIME_PROVIDER_CJS, (resource) => {
                resource.request = resource.request.replace(/index\.cjs$/, 'index.js');
              }),
            ]
          : []),
        new NormalModuleReplacementPlugin(AXIOS_FETCH_ADAPTER, AXIOS_FETCH_ADAPTER_STUB),
        new ReleaseInfoPlugin(releaseBuild(name, dir, pkg, host)),
        ...(host
          ? [
              new HtmlWebpackPlugin({
                template: path.join(dir, 'src/index.html'),
                // The gateway substitutes the active release's folder at serve time.
                publicPath: '__SHELL_BASE__/',
                // src/index.html starts the frame's script itself, after the first paint.
                inject: false,
                templateParameters: (compilation, files, tags, options) => ({
                  compilation,
                  htmlWebpackPlugin: { tags, files, options },
                  earlyClicks: earlyClicksScript(),
                  // The frame's own chunk (src/index.ts imports it last, as "bootstrap"):
                  // asked for with the entry, not after it.
                  preloads: [
                    ...(compilation.namedChunkGroups.get('bootstrap')?.getFiles() ?? [])
                      .filter((file) => file.endsWith('.js'))
                      .map((file) => files.publicPath + file),
                  ],
                }),
              }),
            ]
          : []),
      ],
      devServer: {
        port: devPort,
        headers: { 'Access-Control-Allow-Origin': '*' },
        allowedHosts: 'all',
        hot: false,
        liveReload: true,
        historyApiFallback: host,
      },
      stats: 'errors-warnings',
    };
  };
}

module.exports = {
  createFrontendConfig,
  containerName,
  sharedSingletons,
  exposesOf,
  FRONTENDS,
  SHARED_MODULES,
};
