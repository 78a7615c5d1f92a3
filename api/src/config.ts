// Runtime configuration, read once from the environment so tests can build the
// app with explicit values instead.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface GoogleConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

export interface AppConfig {
  /** PGlite data folder; ignored when databaseUrl is set. 'memory://' keeps it in memory. */
  dataDir: string;
  databaseUrl?: string;
  storeOrigins: string[];
  storePublicUrl: string;
  google: GoogleConfig | null;
  /** Attempts per minute and client on log-in and sign-up; 0 disables the limit. */
  authRateLimit: number;
  bodyLimit: number;
  /** How long catalog answers are kept in memory (the catalog changes only at start); 0 disables. */
  catalogCacheMs: number;
  /** Embedded PGlite only: how long a session lookup is trusted from memory. */
  sessionMemoryMs: number;
  sessionIdleHours: number;
  sessionAbsoluteHours: number;
  logger: boolean;
}

const list = (value: string | undefined, fallback: string[]): string[] =>
  value
    ? value
        .split(',')
        .map((s) => s.trim().replace(/\/$/, ''))
        .filter(Boolean)
    : fallback;

const int = (value: string | undefined, fallback: number): number => {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) ? n : fallback;
};

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const storePublicUrl = (env.STORE_PUBLIC_URL ?? 'http://localhost:8080').replace(/\/$/, '');
  const google =
    env.GOOGLE_ISSUER && env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
      ? {
          issuer: env.GOOGLE_ISSUER,
          clientId: env.GOOGLE_CLIENT_ID,
          clientSecret: env.GOOGLE_CLIENT_SECRET,
          redirectUri: env.GOOGLE_REDIRECT_URI ?? `${storePublicUrl}/api/users/auth/google/callback`,
        }
      : null;
  return {
    dataDir: env.DATA_DIR ?? join(REPO_ROOT, '.data', 'pglite'),
    databaseUrl: env.DATABASE_URL || undefined,
    storeOrigins: list(env.STORE_ORIGINS, ['http://localhost:8080', 'http://127.0.0.1:8080']),
    storePublicUrl,
    google,
    authRateLimit: int(env.AUTH_RATE_LIMIT, 20),
    bodyLimit: int(env.BODY_LIMIT_BYTES, 16 * 1024),
    catalogCacheMs: int(env.CATALOG_CACHE_MS, 60_000),
    sessionMemoryMs: int(env.SESSION_MEMORY_MS, 10_000),
    sessionIdleHours: int(env.SESSION_IDLE_HOURS, 24 * 7),
    sessionAbsoluteHours: int(env.SESSION_ABSOLUTE_HOURS, 24 * 30),
    logger: env.API_LOG === '1',
  };
}
