// What `activate`, `rollback`, `canary` and `promote` check before a version reaches shoppers
// (README "Releases"): the folder holds every file the build emitted, the entry script compiles,
// it exposes every fragment the shell expects, the versions of @storefront/shared and React it
// was built against match what the shell provides, and its server build (README, Server
// rendering) loads and renders. `--force` skips these checks and is recorded in the history.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Script } from 'node:vm';
import { isFrontend, releasesDir, type FrontendName } from '../paths.js';
import type { FragmentProps } from '@storefront/shared/contracts/fragments';
import type { FragmentRender, FrameRender, RenderContext } from '@storefront/shared/server';

/** release.json, written beside every build by tooling/webpack.cjs. */
interface ReleaseInfo {
  name: FrontendName;
  built: { shared: string; react: string };
  /** Slices: the fragments in their remote entry. */
  exposes?: string[];
  /** The shell: the versions it shares with every slice. */
  provides?: { shared: string; react: string };
  /** The shell: the fragments it (and the slices through it) mount, by slice. */
  expects?: Partial<Record<FrontendName, string[]>>;
  /** Every file the build emitted (source maps aside): all must be in the release folder. */
  files?: string[];
  /** The server build the gateway renders with (tooling/server-build.mjs); absent in older builds. */
  server?: string;
}

export class ReleaseCheckError extends Error {}

const folderOf = (name: FrontendName, version: string) => join(releasesDir(), name, version);

/** A file inside the release folder: relative, no `..`. */
const safeFile = (file: string) =>
  file.length > 0 && !file.startsWith('/') && !file.split(/[\\/]/).includes('..');

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((v) => typeof v === 'string');

function parseInfo(name: FrontendName, text: string): ReleaseInfo {
  let info: Partial<ReleaseInfo>;
  try {
    info = JSON.parse(text) as Partial<ReleaseInfo>;
  } catch {
    throw new ReleaseCheckError('release.json is not JSON');
  }
  if (info?.name !== name || !isFrontend(info.name))
    throw new ReleaseCheckError(`release.json is not ${name}'s`);
  if (typeof info.built?.shared !== 'string' || typeof info.built?.react !== 'string') {
    throw new ReleaseCheckError(
      'release.json does not say which @storefront/shared and React it was built against',
    );
  }
  if (name === 'shell') {
    if (typeof info.provides?.shared !== 'string' || typeof info.provides?.react !== 'string') {
      throw new ReleaseCheckError(
        'release.json does not say which @storefront/shared and React the shell provides',
      );
    }
    if (!info.expects || !Object.values(info.expects).every(isStringList)) {
      throw new ReleaseCheckError('release.json does not say which fragments the shell mounts');
    }
  } else if (!isStringList(info.exposes)) {
    throw new ReleaseCheckError('release.json does not list the fragments the slice exposes');
  }
  if (info.files !== undefined && !(isStringList(info.files) && info.files.every(safeFile))) {
    throw new ReleaseCheckError('release.json lists files outside its folder');
  }
  if (info.server !== undefined && !(typeof info.server === 'string' && safeFile(info.server))) {
    throw new ReleaseCheckError('release.json names a server build outside its folder');
  }
  return info as ReleaseInfo;
}

/** The release's own description; null when the folder has none (a release from before checks). */
export async function readReleaseInfo(name: FrontendName, version: string): Promise<ReleaseInfo | null> {
  const file = join(folderOf(name, version), 'release.json');
  if (!existsSync(file)) return null;
  return parseInfo(name, await readFile(file, 'utf8'));
}

/** `major.minor.patch` of a version or range bound, or null. */
function parts(version: string): [number, number, number] | null {
  const match = /^\s*[\^~]?(\d+)\.(\d+)\.(\d+)/.exec(version);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

const compare = (a: [number, number, number], b: [number, number, number]) =>
  a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/** Whether `version` satisfies a `^x.y.z`, `~x.y.z` or exact `x.y.z` range (what the builds use). */
export function satisfies(version: string, range: string): boolean {
  const have = parts(version);
  const want = parts(range);
  if (!have || !want) return false;
  if (compare(have, want) < 0) return false;
  const trimmed = range.trim();
  if (trimmed.startsWith('^'))
    return want[0] > 0 ? have[0] === want[0] : have[0] === 0 && have[1] === want[1];
  if (trimmed.startsWith('~')) return have[0] === want[0] && have[1] === want[1];
  return compare(have, want) === 0;
}

const major = (version: string) => parts(version)?.[0];

/** Why a slice built as `slice` cannot run on `shell`, naming both sides; null when it can. */
function incompatibility(
  slice: { label: string; info: ReleaseInfo },
  shell: { label: string; info: ReleaseInfo },
): string | null {
  const provides = shell.info.provides!;
  if (major(slice.info.built.shared) !== major(provides.shared)) {
    return (
      `${slice.label} was built against @storefront/shared ${slice.info.built.shared}, ` +
      `but ${shell.label} provides @storefront/shared ${provides.shared} (another major version)`
    );
  }
  if (!satisfies(provides.react, slice.info.built.react)) {
    return `${slice.label} needs React ${slice.info.built.react}, but ${shell.label} provides React ${provides.react}`;
  }
  return null;
}

async function checkScript(folder: string, file: string, problems: string[]): Promise<string | null> {
  const path = join(folder, file);
  if (!existsSync(path)) {
    problems.push(`the folder is incomplete: ${file} is missing`);
    return null;
  }
  const code = await readFile(path, 'utf8');
  try {
    // Compiled, not run: a syntax error or a truncated file is caught without executing it.
    new Script(code, { filename: file });
  } catch (error) {
    problems.push(`${file} does not load: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
  return code;
}

interface CheckContext {
  /** The version each frontend will have once the change is made (the one being checked included). */
  versions: Partial<Record<FrontendName, string>>;
  /** What is worth saying but refuses nothing (a build without a server build). */
  notes?: string[];
}

/**
 * Props for the exposes that cannot render without them (FragmentProps), the least each needs;
 * every other expose renders with none.
 */
const SAMPLE_PROPS: { [S in keyof FragmentProps]?: { [E in keyof FragmentProps[S]]?: FragmentProps[S][E] } } =
  {
    'mf-catalog': {
      ListingPage: { gender: 'men' },
      ProductPage: { gender: 'men', productId: '1' },
      ProductCarousel: { source: 'new', title: 'New' },
      ProductStrip: { products: [], loading: false },
      ProductBrowser: { source: { kind: 'listing', gender: 'men' }, groups: [] },
    },
  };

/** A check render that has not answered by then is refused as a hang. */
const CHECK_RENDER_MS = 5_000;

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${ms / 1000} s`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * The server build loads in a fresh evaluation with only the provided modules, and renders: the
 * shell's /home, every expose of a slice (with sample props where it needs some), the API
 * answering nothing, as when it is down. A build that throws or hangs would leave every page
 * without that slice's HTML (or the shell's, without any): refused.
 */
async function checkServerBuild(
  name: FrontendName,
  version: string,
  folder: string,
  info: ReleaseInfo,
  problems: string[],
  notes: string[] | undefined,
): Promise<void> {
  if (info.server === undefined) {
    notes?.push(`${name} ${version} has no server build (an older build): its pages render in the browser`);
    return;
  }
  // Loaded only here: the other commands never start React.
  const { SERVER_BUILD_FILE, evaluateServerBuild } = await import('../ssr/server-builds.js');
  if (info.server !== SERVER_BUILD_FILE) {
    problems.push(
      `release.json names the server build ${info.server}, but the gateway renders ${SERVER_BUILD_FILE}`,
    );
    return;
  }
  const file = join(folder, SERVER_BUILD_FILE);
  if (!existsSync(file)) {
    if (!(info.files ?? []).includes(SERVER_BUILD_FILE))
      problems.push(`the folder is incomplete: ${SERVER_BUILD_FILE} is missing`);
    return;
  }
  let render: unknown;
  try {
    const base = `/releases/${name}/${encodeURIComponent(version)}/`;
    render = (evaluateServerBuild(await readFile(file, 'utf8'), file, base) as { render?: unknown })?.render;
  } catch (error) {
    problems.push(`${SERVER_BUILD_FILE} does not load: ${reason(error)}`);
    return;
  }
  if (typeof render !== 'function') {
    problems.push(`${SERVER_BUILD_FILE} exports no render function`);
    return;
  }
  const context: RenderContext = { known: new Map(), load: async () => false };
  if (name === 'shell') {
    try {
      const frame = await within(
        (render as FrameRender)('/home', { ...context, url: '/home' }),
        CHECK_RENDER_MS,
      );
      if (typeof frame?.html !== 'string') throw new Error('it answered no HTML');
    } catch (error) {
      problems.push(`the server build does not render /home: ${reason(error)}`);
    }
    return;
  }
  const samples = (SAMPLE_PROPS as Record<string, Record<string, object> | undefined>)[name] ?? {};
  // Side by side: a build that hangs costs the check budget once, not once per expose.
  const outcomes = await Promise.all(
    (info.exposes ?? []).map(async (expose) => {
      try {
        const props = (samples[expose] ?? {}) as Record<string, unknown>;
        const root = await within(
          (render as FragmentRender)(expose, props, { ...context, slotKey: 'check' }),
          CHECK_RENDER_MS,
        );
        if (typeof root?.html !== 'string') throw new Error('it answered no HTML');
        return null;
      } catch (error) {
        return { expose, message: reason(error) };
      }
    }),
  );
  for (const outcome of outcomes) {
    if (!outcome) continue;
    const { expose, message } = outcome;
    // fragmentRenderer's answer for an expose that renders in the browser only: allowed.
    if (message === `${expose} has no server render`)
      notes?.push(`${name} ${version}: ${expose} renders in the browser only`);
    else problems.push(`the server build does not render ${expose}: ${message}`);
  }
}

/**
 * Every reason `name` `version` must not go live next to `context.versions`; empty when it may.
 * Checks the release itself, then its fit with the shell (or, for a shell, with every slice).
 */
export async function checkRelease(
  name: FrontendName,
  version: string,
  context: CheckContext,
): Promise<string[]> {
  const folder = folderOf(name, version);
  if (!existsSync(folder)) return [`${name} ${version} has no release folder`];
  const problems: string[] = [];
  let info: ReleaseInfo | null;
  try {
    info = await readReleaseInfo(name, version);
  } catch (error) {
    return [`${name} ${version}: ${(error as Error).message}`];
  }
  if (!info) return [`${name} ${version}: the folder is incomplete: release.json is missing`];

  const missing = (info.files ?? []).filter((file) => !existsSync(join(folder, file)));
  if (missing.length > 0) {
    const shown = missing.slice(0, 5).join(', ');
    const more = missing.length > 5 ? ` and ${missing.length - 5} more` : '';
    problems.push(`the folder is incomplete: ${shown}${more} missing`);
  }
  if (name === 'shell') {
    if (!existsSync(join(folder, 'index.html')))
      problems.push('the folder is incomplete: index.html is missing');
    await checkScript(folder, 'main.js', problems);
  } else {
    const code = await checkScript(folder, 'remoteEntry.js', problems);
    if (code) {
      for (const expose of info.exposes ?? []) {
        if (!code.includes(`"./${expose}"`)) problems.push(`remoteEntry.js does not expose ${expose}`);
      }
    }
  }
  await checkServerBuild(name, version, folder, info, problems, context.notes);
  const label = `${name} ${version}`;
  const shellVersion = context.versions.shell;
  const shellInfo =
    name === 'shell'
      ? info
      : shellVersion
        ? await readReleaseInfo('shell', shellVersion).catch(() => null)
        : null;
  const shellLabel = name === 'shell' ? label : `the shell ${shellVersion}`;
  const pairs: { slice: FrontendName; version: string; info: ReleaseInfo }[] = [];
  if (name !== 'shell') pairs.push({ slice: name, version, info });
  else {
    for (const [slice, sliceVersion] of Object.entries(context.versions) as [FrontendName, string][]) {
      if (slice === 'shell' || !sliceVersion) continue;
      const sliceInfo = await readReleaseInfo(slice, sliceVersion).catch(() => null);
      if (sliceInfo) pairs.push({ slice, version: sliceVersion, info: sliceInfo });
    }
  }
  if (shellInfo?.provides) {
    for (const pair of pairs) {
      const sliceLabel = `${pair.slice} ${pair.version}`;
      const why = incompatibility(
        { label: sliceLabel, info: pair.info },
        { label: shellLabel, info: shellInfo },
      );
      if (why) problems.push(why);
      const missing = (shellInfo.expects?.[pair.slice] ?? []).filter(
        (e) => !(pair.info.exposes ?? []).includes(e),
      );
      if (missing.length > 0) {
        problems.push(`${sliceLabel} does not expose ${missing.join(', ')}, which ${shellLabel} mounts`);
      }
    }
  }
  return problems.map((problem) => (problem.startsWith(name) ? problem : `${label}: ${problem}`));
}
