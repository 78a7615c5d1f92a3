// The release manifest (docs/architecture.md, Releases): the active and canary version of each
// frontend, its published versions and its history, as the API keeps it in the database
// (api/src/repositories/releases.ts) and answers it at /internal/release-manifest, and as the gateway
// holds and changes it (gateway/src/release/). One type per thing for both sides; release.json's is
// release-info.ts. Types and one list only: nothing here reaches a browser bundle.
import type { FrontendName } from './frontends';

/** What --auto-abort judges: abort once the canary's failure share beats the active one's by `margin`. */
export interface AutoAbortRule {
  margin: number;
  minViews: number;
  /** Manifests written before shoppers were counted have none: the default applies. */
  minShoppers?: number;
}

/** A canary: `percent` of shoppers get `version`, the rest the active one. */
export interface Canary {
  version: string;
  percent: number;
  startedAt: string;
  autoAbort?: AutoAbortRule;
}

/** Every kind of change the history records (the API refuses any other). */
export const HISTORY_ACTIONS = [
  'publish',
  'activate',
  'rollback',
  'canary',
  'promote',
  'abort',
  'auto-abort',
] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

/** One change, as `release history` and the release page print it. */
export interface HistoryEntry {
  at: string;
  action: HistoryAction;
  from: string | null;
  to: string | null;
  reason?: string;
  /** The checks were skipped with --force. */
  forced?: boolean;
  percent?: number;
}

/** One published version. */
export interface ReleaseRecord {
  version: string;
  publishedAt: string;
}

/** One activation: the version and when. */
export interface Activation {
  version: string;
  at: string;
}

export interface FrontendReleases {
  active: string | null;
  published: ReleaseRecord[];
  /** Versions in the order they were activated; the last is the active one. */
  activations: Activation[];
  /** Always there as the API answers (null: none); a manifest of the gateway's folder may lack it. */
  canary?: Canary | null;
  history?: HistoryEntry[];
}

/** The sha256 of each file, by frontend, version and path (of the active and canary versions). */
export type ReleaseFileHashes = Partial<Record<FrontendName, Record<string, Record<string, string>>>>;

/** GET /internal/release-manifest: the manifest, its version (bumped by every change) and hashes. */
export interface ReleaseManifest {
  version: number;
  frontends: Partial<Record<FrontendName, FrontendReleases>>;
  files: ReleaseFileHashes;
}

/**
 * POST /internal/release-manifest/changes: one change, worked out from the manifest of version
 * `after` and applied only if it is still that version.
 */
export interface ReleaseChange {
  after: number;
  publish?: (ReleaseRecord & {
    slice: FrontendName;
    /** release.json as the build wrote it. */
    info: unknown;
    fileHashes: Record<string, string>;
  })[];
  state?: {
    slice: FrontendName;
    active: string | null;
    activations: Activation[];
    canary: Canary | null;
  }[];
  history?: ({ slice: FrontendName } & HistoryEntry)[];
}
