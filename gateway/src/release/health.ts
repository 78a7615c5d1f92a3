// Slice health as the release tools see it: read from the API (GET /internal/release-health,
// never forwarded by the gateway), judged for automatic aborts, printed by `release status`.
import {
  HEALTH_WINDOW_MINUTES,
  healthRates,
  shopperRates,
} from '@storefront/shared/contracts/telemetry-limits';
import type { ReleaseHealth, VersionHealth } from '@storefront/shared/contracts/telemetry';
import type { FrontendName } from '../paths.js';
import { AUTO_ABORT_DEFAULTS, type Canary } from './manifest.js';
import { readCurrentManifest } from './manifest-change.js';
import { abortCanary } from './operations.js';

const HEALTH_PATH = '/internal/release-health';

export async function fetchReleaseHealth(
  apiUrl: string,
  token: string,
  minutes = HEALTH_WINDOW_MINUTES,
): Promise<ReleaseHealth> {
  const response = await fetch(`${apiUrl}${HEALTH_PATH}?minutes=${minutes}`, {
    headers: { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    signal: AbortSignal.timeout(5_000),
  });
  if (!response.ok) throw new Error(`the API answered ${response.status} for release health`);
  return (await response.json()) as ReleaseHealth;
}

const EMPTY: VersionHealth = {
  frontend: '',
  version: '',
  views: 0,
  failures: 0,
  errors: 0,
  shoppers: 0,
  failingShoppers: 0,
  erroringShoppers: 0,
  series: [],
};

export const healthOf = (
  health: ReleaseHealth,
  frontend: string,
  version: string | null | undefined,
): VersionHealth =>
  (version && health.versions.find((v) => v.frontend === frontend && v.version === version)) || {
    ...EMPTY,
    frontend,
    version: version ?? '',
  };

const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;

/**
 * Why the canary must be aborted, or null: the share of its shoppers who saw it fail to load or
 * mount (or throw) is above the active version's by more than the margin, once it has the
 * minimum of page views from the minimum of distinct shoppers. Counted in shoppers (one per
 * address, shared/src/contracts/page-token.ts), so one client, however many pages it loads or
 * beacons it sends, is one vote: it can neither abort a canary nor outvote real shoppers.
 */
export function judgeCanary(
  canary: Pick<Canary, 'version' | 'autoAbort'>,
  canaryHealth: VersionHealth,
  activeHealth: VersionHealth,
): string | null {
  const rule = canary.autoAbort;
  if (!rule) return null;
  const views = healthRates(canaryHealth).attempts;
  const c = shopperRates(canaryHealth);
  const a = shopperRates(activeHealth);
  if (views < rule.minViews || c.shoppers < (rule.minShoppers ?? AUTO_ABORT_DEFAULTS.minShoppers))
    return null;
  for (const [what, mine, theirs] of [
    ['load/mount failure rate', c.failureRate, a.failureRate],
    ['error rate', c.errorRate, a.errorRate],
  ] as const) {
    if (mine - theirs > rule.margin) {
      return (
        `automatic abort: ${what} ${percent(mine)} of shoppers against ${percent(theirs)} on the active ` +
        `version over ${c.shoppers} shoppers and ${views} page views (margin ${percent(rule.margin)})`
      );
    }
  }
  return null;
}

/** One round: abort every auto-abort canary that fails its rule. Returns what it aborted. */
async function autoAbortRound(
  apiUrl: string,
  token: string,
): Promise<{ frontend: FrontendName; reason: string }[]> {
  const manifest = await readCurrentManifest();
  const candidates = (
    Object.entries(manifest.frontends) as [FrontendName, (typeof manifest.frontends)[FrontendName]][]
  ).filter(([, entry]) => entry?.canary?.autoAbort);
  if (candidates.length === 0) return [];
  const health = await fetchReleaseHealth(apiUrl, token);
  const aborted: { frontend: FrontendName; reason: string }[] = [];
  for (const [frontend, entry] of candidates) {
    const canary = entry!.canary!;
    const reason = judgeCanary(
      canary,
      healthOf(health, frontend, canary.version),
      healthOf(health, frontend, entry!.active),
    );
    if (reason && (await abortCanary(frontend, { auto: true, reason, expectVersion: canary.version }))) {
      aborted.push({ frontend, reason });
    }
  }
  return aborted;
}

/** Judges canaries every `intervalMs` while the gateway runs; returns a stop function. */
export function startAutoAbort(options: {
  apiUrl: string;
  token: string;
  intervalMs: number;
  log: (message: string) => void;
}): () => void {
  if (options.intervalMs <= 0) return () => undefined;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    autoAbortRound(options.apiUrl, options.token)
      .then((aborted) => aborted.forEach((a) => options.log(`${a.frontend} canary aborted: ${a.reason}`)))
      .catch((error: unknown) => options.log(`auto-abort round skipped: ${(error as Error).message}`))
      .finally(() => {
        running = false;
      });
  }, options.intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
