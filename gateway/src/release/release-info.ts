// release.json, the description every build writes beside its files (tooling/webpack.cjs): read
// and checked for shape before any check or listing trusts it.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ShellReleaseInfo, SliceReleaseInfo } from '@storefront/shared/contracts/release-info';
import { isFrontend, releasesDir, type FrontendName } from '../paths.js';

/** Older builds did not list their files: parseInfo accepts a release.json without them. */
type AsRead<T> = Omit<T, 'files'> & { files?: string[] };

/**
 * release.json as shared's contract types it (contracts/release-info.ts), as far as parseInfo
 * holds a file to it: `files` may be absent and the shell's `expects` may leave a slice out.
 */
export type ReleaseInfo =
  | (Omit<AsRead<ShellReleaseInfo>, 'expects'> & { expects: Partial<ShellReleaseInfo['expects']> })
  | AsRead<SliceReleaseInfo>;

export type ShellInfo = Extract<ReleaseInfo, { name: 'shell' }>;

/** The fragments a slice's release.json lists (parseInfo has made sure they are there). */
export const exposesOf = (info: ReleaseInfo): string[] => (info.name === 'shell' ? [] : info.exposes);

/** A refusal: a release.json that cannot be used, or a version that fails the checks. */
export class ReleaseCheckError extends Error {}

export const folderOf = (name: FrontendName, version: string) => join(releasesDir(), name, version);

/** A file inside the release folder: relative, no `..`. */
const safeFile = (file: string) =>
  file.length > 0 && !file.startsWith('/') && !file.split(/[\\/]/).includes('..');

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((v) => typeof v === 'string');

function parseInfo(name: FrontendName, text: string): ReleaseInfo {
  let info: Partial<Omit<ShellReleaseInfo, 'name'> & Omit<SliceReleaseInfo, 'name'>> & {
    name?: FrontendName;
  };
  try {
    info = JSON.parse(text) as typeof info;
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
