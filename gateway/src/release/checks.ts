// What `activate`, `rollback`, `canary` and `promote` check before a version reaches shoppers
// (README "Releases"): the folder holds every file the build emitted, the entry script compiles,
// it exposes every fragment the shell expects, the versions of @storefront/shared and React it
// was built against match what the shell provides, and its server build (README, Server
// rendering) loads and renders. `--force` skips these checks and is recorded in the history.
// This file says what is checked and in which order; release-info.ts reads release.json and
// server-build-check.ts loads and renders the server build.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Script } from 'node:vm';
import type { SliceName } from '@storefront/shared/contracts/frontends';
import type { FrontendName } from '../paths.js';
import { exposesOf, folderOf, readReleaseInfo, type ReleaseInfo, type ShellInfo } from './release-info.js';
import { checkServerBuild } from './server-build-check.js';

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
  shell: { label: string; info: ShellInfo },
): string | null {
  const { provides } = shell.info;
  const built = slice.info.built.shared;
  if (major(built) !== major(provides.shared)) {
    return (
      `${slice.label} was built against @storefront/shared ${built}, ` +
      `but ${shell.label} provides @storefront/shared ${provides.shared} (another major version)`
    );
  }
  // One copy of @storefront/shared serves the page, whichever frontend loads first: a slice may
  // use what its minor version added, so the shell's must be at least as new.
  if (!satisfies(provides.shared, `^${built}`)) {
    return (
      `${slice.label} was built against @storefront/shared ${built}, ` +
      `but ${shell.label} provides @storefront/shared ${provides.shared} (an older one)`
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
  await checkFolder(name, folder, info, problems);
  await checkServerBuild(name, version, folder, info, problems, context.notes);
  await checkFit(name, version, info, context.versions, problems);
  const label = `${name} ${version}`;
  return problems.map((problem) => (problem.startsWith(name) ? problem : `${label}: ${problem}`));
}

/** Every file the build emitted is in the folder, and its entry script compiles and exposes what it says. */
async function checkFolder(name: FrontendName, folder: string, info: ReleaseInfo, problems: string[]) {
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
      for (const expose of exposesOf(info)) {
        if (!code.includes(`"./${expose}"`)) problems.push(`remoteEntry.js does not expose ${expose}`);
      }
    }
  }
}

/** A slice against the shell it will run on, or a shell against every slice it will run with. */
async function checkFit(
  name: FrontendName,
  version: string,
  info: ReleaseInfo,
  versions: CheckContext['versions'],
  problems: string[],
): Promise<void> {
  const label = `${name} ${version}`;
  const shellVersion = versions.shell;
  const shellInfo =
    name === 'shell'
      ? info
      : shellVersion
        ? await readReleaseInfo('shell', shellVersion).catch(() => null)
        : null;
  const shellLabel = name === 'shell' ? label : `the shell ${shellVersion}`;
  const pairs: { slice: SliceName; version: string; info: ReleaseInfo }[] = [];
  if (name !== 'shell') pairs.push({ slice: name, version, info });
  else {
    for (const [slice, sliceVersion] of Object.entries(versions) as [FrontendName, string][]) {
      if (slice === 'shell' || !sliceVersion) continue;
      const sliceInfo = await readReleaseInfo(slice, sliceVersion).catch(() => null);
      if (sliceInfo) pairs.push({ slice, version: sliceVersion, info: sliceInfo });
    }
  }
  if (shellInfo?.name === 'shell') {
    for (const pair of pairs) {
      const sliceLabel = `${pair.slice} ${pair.version}`;
      const why = incompatibility(
        { label: sliceLabel, info: pair.info },
        { label: shellLabel, info: shellInfo },
      );
      if (why) problems.push(why);
      const missing = (shellInfo.expects[pair.slice] ?? []).filter((e) => !exposesOf(pair.info).includes(e));
      if (missing.length > 0) {
        problems.push(`${sliceLabel} does not expose ${missing.join(', ')}, which ${shellLabel} mounts`);
      }
    }
  }
}
