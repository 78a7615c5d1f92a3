// Every setting the gateway reads from its environment, parsed and checked once at start:
// a value that cannot work stops the process with the variable's name, not a failure later.
import { PAGE_TOKEN_SECRET_MIN_LENGTH } from '@storefront/shared/contracts/page-token';
import { defaultStoreOrigins } from '@storefront/shared/contracts/store-origins';

export interface GatewayConfig {
  port: number;
  host: string;
  apiUrl: string;
  /** Base URL the browser uses for the API; empty means same origin (through this gateway). */
  publicApiBaseUrl: string;
  /** The origins shoppers reach the store at (STORE_ORIGINS): a page's links name its request's origin only when it is one. */
  storeOrigins: string[];
  /** The store's public address (STORE_PUBLIC_URL): a page asked for at any other origin names its origin. */
  storePublicUrl: string;
  releasesDir?: string;
  /** Origins (besides this one) that may serve release scripts, e.g. a CDN. */
  releaseOrigins: string[];
  /** Peers whose X-Forwarded-* headers are believed and appended to. */
  trustedProxies: string[];
  /** Development only: lets `?override=<slice>=<url>` load a slice from loopback or allowed origins. */
  devOverrides: boolean;
  devOverrideOrigins: string[];
  /** Turns on /_releases and the API's release health for release managers; unset, both are off. */
  releaseAdminToken: string;
  /** Signs each page's telemetry token (PAGE_TOKEN_SECRET, shared with the API); empty: no token, no telemetry. */
  pageTokenSecret: string;
  /** How often the gateway judges canaries that asked for --auto-abort (0 turns it off). */
  autoAbortIntervalMs: number;
  /** How long a page's fragments may take on the server (ms); 0 renders every page in the browser. */
  ssrBudgetMs: number;
  /** The largest request body the gateway reads or forwards (bytes): the API's own limit by default. */
  bodyLimit: number;
  /** Fastify's request log on standard output (GATEWAY_LOG=1); off by default. */
  logger: boolean;
}

export class ConfigError extends Error {}

/**
 * The manifest has one home, the store's database (release/store.ts), so a gateway or release
 * command configured for any other (RELEASE_MANIFEST=folder) stops, told why, rather than serve or
 * change a manifest nobody else reads (the CLI checks it first, --direct included).
 */
export function checkManifestSetting(env: Env = process.env): void {
  const manifest = env.RELEASE_MANIFEST ?? '';
  if (manifest !== '' && manifest !== 'database') {
    throw new ConfigError(
      `RELEASE_MANIFEST=${manifest} is no longer supported: the release manifest lives in the store's database ` +
        "(through the API at API_URL, or the release CLI's --direct), never in releases/manifest.json; unset RELEASE_MANIFEST",
    );
  }
}

/** A body is read into memory before it is forwarded: 16 MiB is far above any call of the API. */
const MAX_BODY_LIMIT = 16 * 1024 * 1024;

type Env = Record<string, string | undefined>;

function port(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65535) {
    throw new ConfigError(`${name} must be a port number (0-65535), got "${raw}"`);
  }
  return value;
}

function origin(name: string, raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be an http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`${name} must be an http(s) URL, got "${raw}"`);
  }
  return url.origin;
}

function url(env: Env, name: string, fallback: string): string {
  const raw = env[name] ?? fallback;
  if (raw === '') return raw;
  origin(name, raw);
  return raw.replace(/\/+$/, '');
}

const list = (env: Env, name: string) =>
  (env[name] ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * STORE_PUBLIC_URL and STORE_ORIGINS, with the API's meaning and defaults (api/src/config.ts), so the
 * origins the API takes writes from are the ones a page names in its links (unset: the one
 * default, defaultStoreOrigins); npm start, the cluster and deploy/*.env give both processes the
 * same values.
 */
function storeAddresses(env: Env): Pick<GatewayConfig, 'storeOrigins' | 'storePublicUrl'> {
  const raw = env.STORE_PUBLIC_URL?.trim() || 'http://localhost:8080';
  origin('STORE_PUBLIC_URL', raw);
  const storePublicUrl = raw.replace(/\/$/, '');
  const storeOrigins =
    env.STORE_ORIGINS === undefined
      ? defaultStoreOrigins(storePublicUrl)
      : list(env, 'STORE_ORIGINS').map((listed) => listed.replace(/\/$/, ''));
  for (const listed of storeOrigins) {
    if (origin('STORE_ORIGINS', listed) !== listed) {
      throw new ConfigError(`STORE_ORIGINS must list origins (scheme://host[:port]), got "${listed}"`);
    }
  }
  if (storeOrigins.length === 0) throw new ConfigError('STORE_ORIGINS must list at least one origin');
  return { storePublicUrl, storeOrigins };
}

const isLoopbackHost = (host: string): boolean =>
  host === 'localhost' || host === '::1' || host === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(host);

export function loadConfig(env: Env = process.env): GatewayConfig {
  const host = env.HOST || '0.0.0.0';
  const flag = env.GATEWAY_DEV_OVERRIDES ?? '';
  if (!['', '0', '1'].includes(flag))
    throw new ConfigError(`GATEWAY_DEV_OVERRIDES must be 0 or 1, got "${flag}"`);
  const devOverrides = flag === '1';
  const log = env.GATEWAY_LOG ?? '';
  if (!['', '0', '1'].includes(log)) throw new ConfigError(`GATEWAY_LOG must be 0 or 1, got "${log}"`);
  if (devOverrides && !isLoopbackHost(host)) {
    throw new ConfigError(
      `GATEWAY_DEV_OVERRIDES=1 is for development only: set HOST to a loopback address (127.0.0.1), not "${host}"`,
    );
  }
  for (const proxy of list(env, 'GATEWAY_TRUSTED_PROXIES')) {
    if (!/^[0-9a-f.:]+$/i.test(proxy)) {
      throw new ConfigError(`GATEWAY_TRUSTED_PROXIES must list IP addresses, got "${proxy}"`);
    }
  }
  checkManifestSetting(env);
  const releaseAdminToken = env.RELEASE_ADMIN_TOKEN ?? '';
  if (releaseAdminToken !== '' && releaseAdminToken.length < 16) {
    throw new ConfigError(
      'RELEASE_ADMIN_TOKEN must be at least 16 characters (or unset to turn the release page off)',
    );
  }
  const pageTokenSecret = env.PAGE_TOKEN_SECRET?.trim() ?? '';
  if (pageTokenSecret !== '' && pageTokenSecret.length < PAGE_TOKEN_SECRET_MIN_LENGTH) {
    throw new ConfigError(
      `PAGE_TOKEN_SECRET must be at least ${PAGE_TOKEN_SECRET_MIN_LENGTH} characters (or unset to turn telemetry off)`,
    );
  }
  const interval = env.GATEWAY_AUTO_ABORT_INTERVAL_MS ?? '15000';
  const autoAbortIntervalMs = Number(interval);
  if (!Number.isInteger(autoAbortIntervalMs) || autoAbortIntervalMs < 0 || autoAbortIntervalMs > 3_600_000) {
    throw new ConfigError(
      `GATEWAY_AUTO_ABORT_INTERVAL_MS must be 0 to 3600000 milliseconds, got "${interval}"`,
    );
  }
  const budget = env.GATEWAY_SSR_BUDGET_MS || '150';
  const ssrBudgetMs = Number(budget);
  if (!Number.isInteger(ssrBudgetMs) || ssrBudgetMs < 0 || ssrBudgetMs > 10_000) {
    throw new ConfigError(`GATEWAY_SSR_BUDGET_MS must be 0 to 10000 milliseconds, got "${budget}"`);
  }
  // The API refuses larger bodies itself (BODY_LIMIT_BYTES); refusing them here first means a
  // big body is never streamed to the API, whose early 413 would race the upload (README, Security).
  const limit = env.GATEWAY_BODY_LIMIT_BYTES || env.BODY_LIMIT_BYTES || '16384';
  const bodyLimit = Number(limit);
  if (!Number.isInteger(bodyLimit) || bodyLimit < 1 || bodyLimit > MAX_BODY_LIMIT) {
    throw new ConfigError(
      `GATEWAY_BODY_LIMIT_BYTES (or BODY_LIMIT_BYTES) must be 1 to ${MAX_BODY_LIMIT} bytes, got "${limit}"`,
    );
  }
  return {
    logger: log === '1',
    releaseAdminToken,
    pageTokenSecret,
    bodyLimit,
    ssrBudgetMs,
    autoAbortIntervalMs,
    port: port(env, 'PORT', 8080),
    host,
    apiUrl: url(env, 'API_URL', 'http://127.0.0.1:3000') || 'http://127.0.0.1:3000',
    publicApiBaseUrl: url(env, 'PUBLIC_API_BASE_URL', ''),
    ...storeAddresses(env),
    releasesDir: env.RELEASES_DIR || undefined,
    releaseOrigins: list(env, 'GATEWAY_RELEASE_ORIGINS').map((o) => origin('GATEWAY_RELEASE_ORIGINS', o)),
    trustedProxies: list(env, 'GATEWAY_TRUSTED_PROXIES'),
    devOverrides,
    devOverrideOrigins: list(env, 'GATEWAY_DEV_OVERRIDE_ORIGINS').map((o) =>
      origin('GATEWAY_DEV_OVERRIDE_ORIGINS', o),
    ),
  };
}
