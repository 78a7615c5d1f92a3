// The frontends' server builds (docs/architecture.md#server-rendering): `server/render.cjs` in
// each release folder, beside the browser build, so a release, an activation and a rollback
// switch both at once. The gateway is their host: it evaluates each name@version once, keeps
// it in memory, and gives it React, styled-components and @storefront/shared as externals, so
// one copy of each renders every fragment, as the browser's singletons do.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { runInThisContext } from 'node:vm';
import * as sharedModule from '@storefront/shared';
import * as sharedServerModule from '@storefront/shared/server';
import type { FrameRender, SliceFragments } from '@storefront/shared/server';
import { SHARED_MODULES } from '@storefront/shared/contracts/shared-modules';
import { releasesDir, type FrontendName } from '../paths.js';
import { publishedHash, type ActiveRelease, type Releases } from '../release/active-releases.js';
import { fetchFromOrigin, releasesOrigin, sha256 } from '../release/origin-files.js';

/**
 * The only modules a server build may require: every module of shared-modules.json, as
 * tooling/webpack.cjs and tooling/server-build.mjs read it, each followed by the subpaths it names
 * for server builds (`serverSubpaths`), each loaded up front (providedModules).
 */
export const PROVIDED_MODULES: readonly string[] = Object.entries(SHARED_MODULES).flatMap(
  ([name, { serverSubpaths = [] }]) => [name, ...serverSubpaths],
);

/** Where a release keeps its server build, relative to its folder. */
export const SERVER_BUILD_FILE = 'server/render.cjs';

/**
 * The gateway's own module object. Run from TypeScript (tsx), a CommonJS-compiled module comes as
 * `{ default: module.exports }`; compiled (dist/), as the bundle's namespace. Either way it is the
 * very instance the gateway renders with, so React contexts created in shared are shared too.
 */
function moduleObject(namespace: object): Record<string, unknown> {
  const inner = (namespace as { default?: { __esModule?: boolean } }).default;
  if (inner && typeof inner === 'object' && inner.__esModule) return inner as Record<string, unknown>;
  return Object.freeze({ __esModule: true, ...namespace });
}

let provided: ReadonlyMap<string, unknown> | null = null;

/**
 * Every provided module, loaded on first use. Third-party packages come through Node's require
 * from the gateway's node_modules: React, react-dom and styled-components are CommonJS only, so
 * Node's module cache makes them the same instances the gateway's own shared code imports.
 */
export function providedModules(): ReadonlyMap<string, unknown> {
  if (!provided) {
    const nodeRequire = createRequire(import.meta.url);
    const modules = new Map<string, unknown>();
    for (const name of PROVIDED_MODULES) {
      if (name === '@storefront/shared') modules.set(name, moduleObject(sharedModule));
      else if (name === '@storefront/shared/server') modules.set(name, moduleObject(sharedServerModule));
      else modules.set(name, nodeRequire(name));
    }
    provided = modules;
  }
  return provided;
}

/** The `require` a server build gets: the provided modules and nothing else. */
export function sandboxedRequire(): (name: string) => unknown {
  const modules = providedModules();
  return (name: string) => {
    if (!modules.has(name)) throw new Error(`${name} is not provided to server builds`);
    return modules.get(name);
  };
}

/**
 * Evaluates a server build's code as a CommonJS module in this process (one React for all), with
 * the sandboxed require and `__webpack_public_path__` set to the release's base (where its
 * browser files are, for the URLs it renders). Throws what the code throws.
 */
export function evaluateServerBuild(code: string, filename: string, publicPath: string): unknown {
  const wrapper = runInThisContext(
    `(function (exports, require, module, __filename, __dirname, __webpack_public_path__) {${code}\n})`,
    { filename },
  ) as (...args: unknown[]) => void;
  const module = { exports: {} as unknown };
  wrapper.call(
    module.exports,
    module.exports,
    sandboxedRequire(),
    module,
    filename,
    dirname(filename),
    publicPath,
  );
  return module.exports;
}

/** A loaded build: the shell's frame render, or a slice's fragments by expose. */
export type ServerBuild =
  | { status: 'ready'; render?: FrameRender; fragments?: SliceFragments }
  | { status: 'missing' }
  | { status: 'failed'; error: string };

export interface ServerBuilds {
  /** The build of `name` at `release.version`, loaded on first use and kept. */
  get(name: FrontendName, release: Pick<ActiveRelease, 'version' | 'base'>): Promise<ServerBuild>;
  /** Forgets every build whose `name@version` is not in `keys` (the active and canary ones). */
  retain(keys: Iterable<string>): void;
  readonly size: number;
}

export const buildKey = (name: string, version: string) => `${name}@${version}`;

/** `name@version` of every active and canary version: what `retain` keeps. */
export function liveKeys(releases: Releases): string[] {
  const keys: string[] = [];
  for (const [name, release] of Object.entries(releases)) {
    if (!release) continue;
    keys.push(buildKey(name, release.version));
    if (release.canary) keys.push(buildKey(name, release.canary.version));
  }
  return keys;
}

export const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Why a build's exports are not a server build of `name` (the shell's `render`, a slice's `fragments`). */
export function serverExportsError(name: FrontendName, exports: unknown): string | null {
  const { render, fragments } = (exports ?? {}) as { render?: unknown; fragments?: unknown };
  if (name === 'shell') return typeof render === 'function' ? null : 'it exports no render function';
  return typeof fragments === 'object' && fragments !== null ? null : 'it exports no fragments';
}

/**
 * A build's code: from this gateway's release folder, else from the release origin (RELEASES_URL,
 * origin-files.ts); null when neither has it. Kept in memory only (the Map below): it is checked
 * and run, never served.
 */
async function buildCode(root: string, name: FrontendName, version: string, origin: string | undefined) {
  const file = join(root, name, version, SERVER_BUILD_FILE);
  if (existsSync(file)) return { file, code: await readFile(file) };
  if (!origin) return null;
  const found = await fetchFromOrigin(origin, name, version, SERVER_BUILD_FILE);
  return found && { file: found.url, code: found.body };
}

/**
 * Reads and evaluates one build; never throws. When the manifest gives the build's sha256
 * (`expectedHash`: the database's, recorded at publish) code that does not match is refused
 * before it runs: the slot renders in the browser, and the failure is logged.
 */
export async function loadServerBuild(
  name: FrontendName,
  release: Pick<ActiveRelease, 'version' | 'base'>,
  root: string,
  expectedHash: string | undefined,
  origin: string | undefined = releasesOrigin(),
): Promise<ServerBuild> {
  try {
    const found = await buildCode(root, name, release.version, origin);
    if (!found) return { status: 'missing' };
    const { file } = found;
    if (expectedHash) {
      const actual = sha256(found.code);
      if (actual !== expectedHash) {
        return {
          status: 'failed',
          error: `its sha256 ${actual.slice(0, 12)}… is not the published ${expectedHash.slice(0, 12)}… (a changed or damaged file): not run`,
        };
      }
    }
    const code = found.code.toString('utf8');
    const exports = evaluateServerBuild(code, file, `${release.base}/`);
    const error = serverExportsError(name, exports);
    if (error) return { status: 'failed', error };
    const { render, fragments } = exports as { render?: FrameRender; fragments?: SliceFragments };
    return name === 'shell' ? { status: 'ready', render } : { status: 'ready', fragments };
  } catch (error) {
    return { status: 'failed', error: message(error) };
  }
}

export function createServerBuilds(
  options: {
    log?: (message: string) => void;
    root?: () => string;
    /** The sha256 the manifest gives a build (default: the database manifest's, publishedHash). */
    expectedHash?: (name: FrontendName, version: string) => string | undefined;
  } = {},
): ServerBuilds {
  const log = options.log ?? ((m: string) => console.warn(m));
  const root = options.root ?? releasesDir;
  const expectedHash =
    options.expectedHash ??
    ((name: FrontendName, version: string) => publishedHash(name, version, SERVER_BUILD_FILE));
  // A promise per version, so a burst of first requests evaluates it once. Release folders are
  // immutable: a missing or failed build stays so (and is logged once) until it is dropped.
  const builds = new Map<string, Promise<ServerBuild>>();
  return {
    get(name, release) {
      const key = buildKey(name, release.version);
      let build = builds.get(key);
      if (!build) {
        build = loadServerBuild(name, release, root(), expectedHash(name, release.version)).then((loaded) => {
          if (loaded.status === 'missing')
            log(`${name} ${release.version} has no server build: its fragments render in the browser`);
          if (loaded.status === 'failed')
            log(`${name} ${release.version}: the server build does not load (${loaded.error})`);
          return loaded;
        });
        builds.set(key, build);
      }
      return build;
    },
    retain(keys) {
      const keep = new Set(keys);
      for (const key of builds.keys()) if (!keep.has(key)) builds.delete(key);
    },
    get size() {
      return builds.size;
    },
  };
}
