// Runtime configuration, parsed and validated once at start (main.ts) so a value
// that cannot work stops the process with a message naming the variable, instead
// of failing later halfway through a request. Tests build the app with explicit values.
import { isIP } from 'node:net';
import { join } from 'node:path';
import { REPO_ROOT } from './api-dir';
import { PAGE_TOKEN_SECRET_MIN_LENGTH } from '@storefront/shared/contracts/page-token';
import type { MailConfig } from './mail/mailer';
import { defaultStoreOrigins } from '@storefront/shared/contracts/store-origins';

/** A variable that cannot work; main.ts prints the message and exits 1. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

export interface GoogleConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

export interface AppConfig {
  port: number;
  host: string;
  /** PGlite data folder; ignored when databaseUrl is set. 'memory://' keeps it in memory. */
  dataDir: string;
  databaseUrl?: string;
  /** PostgreSQL only: connections in the pool. */
  pgPoolSize: number;
  storeOrigins: string[];
  storePublicUrl: string;
  google: GoogleConfig | null;
  /** Sign-in throttle budget N (see the README's Security); 0 disables. */
  authRateLimit: number;
  bodyLimit: number;
  /**
   * How long catalog answers are kept in memory at most (an import clears them sooner,
   * src/catalog/changes.ts); 0 disables.
   */
  catalogCacheMs: number;
  /** Embedded PGlite only: how long a session lookup is trusted from memory. */
  sessionMemoryMs: number;
  sessionIdleHours: number;
  sessionAbsoluteHours: number;
  /** Addresses (or CIDR ranges) of the proxies whose X-Forwarded-* headers are believed; empty: none. */
  trustedProxies: string[];
  logger: boolean;
  /** Account mail (verification and reset links): SMTP_URL, else .eml files in MAIL_OUTBOX_DIR. */
  mail: MailConfig;
  /** The release tools' token for GET /internal/release-health; empty: loopback only. */
  releaseAdminToken: string;
  /** Shared with the gateway, which signs page tokens with it (PAGE_TOKEN_SECRET); empty: telemetry is off. */
  pageTokenSecret: string;
  /**
   * Not from the environment: the secret of /internal/catalog (routes/internal/catalog), which
   * main.ts makes for a store on PGlite and writes beside its folder for the catalogue command
   * (catalog/running-api.ts); empty: those routes answer 404.
   */
  catalogImportToken: string;
}

type Env = NodeJS.ProcessEnv;

/** The value of a variable, or undefined when it is unset or empty. */
const read = (env: Env, name: string): string | undefined => {
  const value = env[name]?.trim();
  return value ? value : undefined;
};

/** A whole number between min and max (inclusive); unset means the fallback. */
function readInt(env: Env, name: string, fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  const value = read(env, name);
  if (value === undefined) return fallback;
  const n = /^-?\d+$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(n) || n < min || n > max) {
    const range = max === Number.MAX_SAFE_INTEGER ? `${min} or more` : `between ${min} and ${max}`;
    throw new ConfigError(`${name} must be a whole number ${range}, not "${value}"`);
  }
  return n;
}

/** An absolute URL with one of the protocols; answered without a trailing slash. */
function readUrl(
  env: Env,
  name: string,
  fallback: string | undefined,
  protocols: string[] = ['http:', 'https:'],
): string | undefined {
  const value = read(env, name);
  if (value === undefined) return fallback;
  return checkUrl(name, value, protocols).replace(/\/$/, '');
}

function checkUrl(name: string, value: string, protocols: string[]): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`${name} must be an absolute URL (${protocols.join(' or ')}), not "${value}"`);
  }
  if (!protocols.includes(url.protocol)) {
    throw new ConfigError(`${name} must be a ${protocols.join(' or ')} URL, not "${value}"`);
  }
  return value;
}

/** A comma-separated list; unset means the fallback, set but empty means an empty list. */
function readList(env: Env, name: string, fallback: string[]): string[] {
  const value = env[name];
  if (value === undefined) return fallback;
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

function readOrigins(env: Env, name: string, fallback: string[]): string[] {
  const origins = readList(env, name, fallback).map((s) => s.replace(/\/$/, ''));
  for (const origin of origins) {
    checkUrl(name, origin, ['http:', 'https:']);
    if (new URL(origin).origin !== origin) {
      throw new ConfigError(`${name} must list origins (scheme://host[:port]), not "${origin}"`);
    }
  }
  if (origins.length === 0) throw new ConfigError(`${name} must list at least one origin`);
  return origins;
}

function readProxies(env: Env, name: string, fallback: string[]): string[] {
  const proxies = readList(env, name, fallback);
  for (const proxy of proxies) {
    const [address, bits, extra] = proxy.split('/');
    const family = isIP(address);
    const maxBits = family === 6 ? 128 : 32;
    const badBits = bits !== undefined && (!/^\d+$/.test(bits) || Number(bits) > maxBits);
    if (!family || badBits || extra !== undefined) {
      throw new ConfigError(`${name} must list IP addresses or CIDR ranges, not "${proxy}"`);
    }
  }
  return proxies;
}

function readFlag(env: Env, name: string): boolean {
  const value = read(env, name);
  if (value === undefined || value === '0') return false;
  if (value === '1') return true;
  throw new ConfigError(`${name} must be 1 or 0, not "${value}"`);
}

function readGoogle(env: Env, storePublicUrl: string): GoogleConfig | null {
  const names = ['GOOGLE_ISSUER', 'GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'] as const;
  const missing = names.filter((name) => read(env, name) === undefined);
  if (missing.length === names.length) {
    if (read(env, 'GOOGLE_REDIRECT_URI') !== undefined) {
      throw new ConfigError(`GOOGLE_REDIRECT_URI is set but ${names.join(', ')} are not`);
    }
    return null;
  }
  if (missing.length > 0) {
    throw new ConfigError(`Google sign-in is partly configured: ${missing.join(', ')} must be set too`);
  }
  return {
    issuer: readUrl(env, 'GOOGLE_ISSUER', undefined)!,
    clientId: read(env, 'GOOGLE_CLIENT_ID')!,
    clientSecret: read(env, 'GOOGLE_CLIENT_SECRET')!,
    redirectUri: readUrl(env, 'GOOGLE_REDIRECT_URI', `${storePublicUrl}/api/users/auth/google/callback`)!,
  };
}

function readMail(env: Env): MailConfig {
  const from = read(env, 'MAIL_FROM') ?? 'Storefront <no-reply@localhost>';
  // 'address' or 'Name <address>': anything else would be refused by the mail server on every send.
  if (!/^(?:[^<>@]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/.test(from)) {
    throw new ConfigError(`MAIL_FROM must be an address or "Name <address>", not "${from}"`);
  }
  return {
    smtpUrl: readUrl(env, 'SMTP_URL', undefined, ['smtp:', 'smtps:']),
    outboxDir: read(env, 'MAIL_OUTBOX_DIR') ?? join(REPO_ROOT, '.data', 'outbox'),
    from,
  };
}

/** Parses and validates every variable; throws a ConfigError naming the first one that cannot work. */
export function configFromEnv(env: Env = process.env): AppConfig {
  if (env.TRUST_PROXY !== undefined) {
    throw new ConfigError('TRUST_PROXY is no longer read: list the gateway addresses in TRUSTED_PROXIES');
  }
  const storePublicUrl = readUrl(env, 'STORE_PUBLIC_URL', 'http://localhost:8080')!;
  const sessionIdleHours = readInt(env, 'SESSION_IDLE_HOURS', 24 * 7, 1);
  const sessionAbsoluteHours = readInt(env, 'SESSION_ABSOLUTE_HOURS', 24 * 30, 1);
  if (sessionAbsoluteHours < sessionIdleHours) {
    throw new ConfigError('SESSION_ABSOLUTE_HOURS must not be less than SESSION_IDLE_HOURS');
  }
  return {
    port: readInt(env, 'PORT', 3000, 0, 65_535),
    host: read(env, 'HOST') ?? '127.0.0.1',
    dataDir: read(env, 'DATA_DIR') ?? join(REPO_ROOT, '.data', 'pglite'),
    databaseUrl: readUrl(env, 'DATABASE_URL', undefined, ['postgres:', 'postgresql:']),
    pgPoolSize: readInt(env, 'PG_POOL_SIZE', 10, 1),
    storeOrigins: readOrigins(env, 'STORE_ORIGINS', defaultStoreOrigins(storePublicUrl)),
    storePublicUrl,
    google: readGoogle(env, storePublicUrl),
    authRateLimit: readInt(env, 'AUTH_RATE_LIMIT', 20),
    bodyLimit: readInt(env, 'BODY_LIMIT_BYTES', 16 * 1024, 1),
    catalogCacheMs: readInt(env, 'CATALOG_CACHE_MS', 60_000),
    sessionMemoryMs: readInt(env, 'SESSION_MEMORY_MS', 10_000),
    sessionIdleHours,
    sessionAbsoluteHours,
    // The gateway reaches the API over loopback; nobody else's forwarded headers are believed.
    trustedProxies: readProxies(env, 'TRUSTED_PROXIES', ['127.0.0.1', '::1']),
    logger: readFlag(env, 'API_LOG'),
    mail: readMail(env),
    releaseAdminToken: readReleaseToken(env),
    pageTokenSecret: readPageTokenSecret(env),
    catalogImportToken: '',
  };
}

/** Shared with the gateway (PAGE_TOKEN_SECRET): at least 32 characters, or unset. */
export function readPageTokenSecret(env: Env): string {
  const secret = read(env, 'PAGE_TOKEN_SECRET') ?? '';
  if (secret && secret.length < PAGE_TOKEN_SECRET_MIN_LENGTH) {
    throw new ConfigError(`PAGE_TOKEN_SECRET must be at least ${PAGE_TOKEN_SECRET_MIN_LENGTH} characters`);
  }
  return secret;
}

/** Shared with the gateway (RELEASE_ADMIN_TOKEN): at least 16 characters, or unset. */
function readReleaseToken(env: Env): string {
  const token = read(env, 'RELEASE_ADMIN_TOKEN') ?? '';
  if (token && token.length < 16) throw new ConfigError('RELEASE_ADMIN_TOKEN must be at least 16 characters');
  return token;
}

/**
 * The variables of the test tools (src/testing/): the database of the test suite and the local
 * SMTP server and OpenID provider when run as scripts by the browser tests. Read here, checked the
 * same way, so no other module of the API reads the environment.
 */
export function testToolsFromEnv(env: Env = process.env) {
  const loopbackCallbacks = ['localhost', '127.0.0.1'].map(
    (host) => `http://${host}:8080/api/users/auth/google/callback`,
  );
  return {
    databaseUrl: readUrl(env, 'DATABASE_URL', undefined, ['postgres:', 'postgresql:']),
    /** Set by the suite's runner (src/testing/run-suite.ts): the migrated PGlite dump each context loads. */
    pgliteTemplate: read(env, 'API_TEST_PGLITE_TEMPLATE'),
    /** Set by the suite's runner: the migrated PostgreSQL database each file's process copies. */
    suiteDatabaseUrl: readUrl(env, 'API_TEST_SUITE_DATABASE', undefined, ['postgres:', 'postgresql:']),
    /** 0: any free port. */
    smtpPort: readInt(env, 'SMTP_PORT', 0, 0, 65_535),
    mailCaptureDir: read(env, 'MAIL_CAPTURE_DIR'),
    /** 0: any free port. */
    oidcPort: readInt(env, 'OIDC_PORT', 0, 0, 65_535),
    oidcRedirectUris: readList(
      env,
      'OIDC_REDIRECT_URIS',
      readList(env, 'GOOGLE_REDIRECT_URI', loopbackCallbacks),
    ),
  };
}
