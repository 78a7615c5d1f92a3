// What `npm start` (serve-all.ts) tells the API about the store it serves. The shopper's browser
// talks to the gateway, so the API's allowed origins (STORE_ORIGINS: sign-up, log-in and every
// other write check Origin against them) and the address in mailed links (STORE_PUBLIC_URL) are
// the gateway's PORT and HOST unless they are set: with fixed :8080 defaults, a store started on
// another port refused every write (403) and mailed links to another store. The gateway is given
// the same two (its pages' links name one of the origins, page-route.ts). Without SMTP_URL the
// API writes mail to a folder, and its log (which names it) is off unless API_LOG=1, so the
// folder is fixed here, absolute, and printed.
import { join, resolve } from 'node:path';
import { REPO_ROOT } from './paths.js';

type Env = Record<string, string | undefined>;

/** Hosts that mean "this machine, any or loopback address": the store is reached as localhost. */
const LOCAL_HOSTS = ['', '0.0.0.0', '::', '[::]', 'localhost', '127.0.0.1', '::1', '[::1]'];

const originOf = (host: string, port: number) =>
  new URL(`http://${host.includes(':') && !host.startsWith('[') ? `[${host}]` : host}:${port}`).origin;

/** The origin of a URL; none for one that is not (the API refuses it at start, naming it). */
function urlOrigin(url: string): string[] {
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

export interface ApiStoreEnv {
  /** Variables to add to the API's environment. */
  env: Record<string, string>;
  /** Lines for npm start to print. */
  notes: string[];
}

/** The API's store variables for a gateway on `gateway.host`:`gateway.port`, where `env` leaves them unset. */
export function apiStoreEnv(
  env: Env,
  gateway: { port: number; host: string },
  cwd: string = process.cwd(),
): ApiStoreEnv {
  const local = LOCAL_HOSTS.includes(gateway.host);
  const own = local
    ? [originOf('localhost', gateway.port), originOf('127.0.0.1', gateway.port)]
    : [originOf(gateway.host, gateway.port)];
  const publicUrl = env.STORE_PUBLIC_URL?.trim() || own[0];
  const origins = env.STORE_ORIGINS?.trim() || [...new Set([...urlOrigin(publicUrl), ...own])].join(',');
  const result: ApiStoreEnv = {
    env: { STORE_PUBLIC_URL: publicUrl, STORE_ORIGINS: origins },
    notes: [`store origins (STORE_ORIGINS): ${origins}; mailed links to ${publicUrl}`],
  };
  if (env.SMTP_URL?.trim()) {
    result.notes.push('mail: sent through SMTP_URL');
  } else {
    // Absolute: the API runs in api/, and a relative folder would be found there, not here.
    const outbox = resolve(cwd, env.MAIL_OUTBOX_DIR?.trim() || join(REPO_ROOT, '.data', 'outbox'));
    result.env.MAIL_OUTBOX_DIR = outbox;
    result.notes.push(`mail: SMTP_URL is not set, so account mail (.eml files) goes to ${outbox}`);
  }
  return result;
}
