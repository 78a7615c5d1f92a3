// release.json: what a release manager's checks need to know of a frontend's build without
// running it (docs/architecture.md#releases). Written beside every build by tooling
// (tooling/release-info.cjs, whose every answer this package's typecheck holds to this type); the
// gateway's publish adds `sha256` (release/release-folder.ts), and a gateway that fetches a release
// from the release origin writes the copy the database recorded (release/origin-files.ts). Read by
// the gateway's release checks. A type only: nothing here reaches a bundle.
import type { SliceName } from './frontends';

/** The versions of the libraries that must agree at runtime. */
export interface LibraryVersions {
  /** @storefront/shared's package version. */
  shared: string;
  /** React: the range the frontend depends on (`built`), the version installed (`provides`). */
  react: string;
}

interface ReleaseBuild {
  /** The versions the frontend was built against. */
  built: LibraryVersions;
  /** Every file the build emitted (source maps aside): all must be in the release folder. */
  files: string[];
  /** The server build the gateway renders with, once tooling/server-build.mjs has made it. */
  server?: string;
  /** Added at publish: the sha256 of every other file of the release, by path. */
  sha256?: Record<string, string>;
}

/** The shell's: what it shares with every slice and which fragments it mounts. */
export interface ShellReleaseInfo extends ReleaseBuild {
  name: 'shell';
  /** The versions it shares with every slice. */
  provides: LibraryVersions;
  /** The fragments it (and the slices through it) mount, by slice. */
  expects: Record<SliceName, string[]>;
}

/** A slice's: the fragments in its remote entry. */
export interface SliceReleaseInfo extends ReleaseBuild {
  name: SliceName;
  exposes: string[];
}

export type ReleaseInfo = ShellReleaseInfo | SliceReleaseInfo;
