// Who may use the release page: the holder of RELEASE_ADMIN_TOKEN. The cookie never holds the
// token: it holds a random session id, its expiry and two HMACs keyed by a value derived from the
// token, so every gateway with the same token accepts it, a restart keeps it, and changing the
// token signs everyone out. The second HMAC also covers the sign-out epoch (shared-state.ts), which
// every gateway reads from the API's database: signing out on one gateway ends the session on
// all of them, restarts included. The first covers the id and expiry alone, so a cookie this
// gateway's token never signed is refused before the epoch is asked of the API: anyone can send
// a cookie, and each would otherwise cost a call to the API and a read of its database.
// Each session has its own CSRF token, derived the same way.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { SignOutEpoch } from './shared-state.js';

export const SESSION_COOKIE = 'sf_releases';
export const FLASH_COOKIE = 'sf_releases_flash';
/** A release manager's working day; then they sign in again. */
export const SESSION_MS = 8 * 60 * 60 * 1000;

const sha256 = (value: string) => createHash('sha256').update(value).digest();

/** Compares through fixed-length digests, so neither the length nor the content leaks in timing. */
export const sameSecret = (given: string, expected: string): boolean =>
  timingSafeEqual(sha256(given), sha256(expected));

export interface Sessions {
  /** A new session's cookie value. */
  issue(now?: number): Promise<string>;
  /** The session id of a valid, unexpired, not signed-out cookie value; else null. */
  verify(value: string | undefined, now?: number): Promise<string | null>;
  /** Ends every session, on every gateway that reads the same epoch. */
  signOut(): Promise<void>;
  csrfToken(id: string): string;
  csrfValid(id: string, given: unknown): boolean;
  /** A short message carried across one redirect, signed so a link cannot forge it. */
  sealFlash(flash: Flash): string;
  openFlash(value: string | undefined): Flash | null;
}

export interface Flash {
  kind: 'status' | 'alert';
  text: string;
}

const FLASH_MAX = 1_500;

/**
 * Sessions signed with the token and the current sign-out epoch (the API's, shared-state.ts): a
 * sign-out anywhere changes the epoch, and every cookie signed before it stops working.
 */
export function createSessions(token: string, epoch: SignOutEpoch): Sessions {
  const key = createHmac('sha256', token).update('storefront release page sessions v1').digest();
  const mac = (purpose: string, value: string) =>
    createHmac('sha256', key).update(`${purpose}\0${value}`).digest('base64url');
  const sessionMac = (current: string, body: string) => mac('session', `${current}\0${body}`);

  return {
    async issue(now = Date.now()) {
      const id = randomBytes(18).toString('base64url');
      const body = `${id}.${now + SESSION_MS}`;
      return `${body}.${mac('issued', body)}.${sessionMac(await epoch.read(), body)}`;
    },
    async verify(value, now = Date.now()) {
      const match = /^([A-Za-z0-9_-]{24})\.(\d{1,15})\.([A-Za-z0-9_-]{43})\.([A-Za-z0-9_-]{43})$/.exec(
        value ?? '',
      );
      if (!match) return null;
      const [, id, expires, issued, signature] = match;
      const body = `${id}.${expires}`;
      if (Number(expires) <= now || !sameSecret(issued, mac('issued', body))) return null;
      if (!sameSecret(signature, sessionMac(await epoch.read(), body))) return null;
      return id;
    },
    signOut: () => epoch.renew(),
    csrfToken: (id) => mac('csrf', id),
    csrfValid: (id, given) => typeof given === 'string' && sameSecret(given, mac('csrf', id)),
    sealFlash(flash) {
      const body = Buffer.from(
        JSON.stringify({ kind: flash.kind, text: flash.text.slice(0, FLASH_MAX) }),
      ).toString('base64url');
      return `${body}.${mac('flash', body)}`;
    },
    openFlash(value) {
      const [body, signature, extra] = (value ?? '').split('.');
      if (!body || !signature || extra !== undefined || !sameSecret(signature, mac('flash', body))) {
        return null;
      }
      try {
        const flash = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Flash;
        return (flash.kind === 'status' || flash.kind === 'alert') && typeof flash.text === 'string'
          ? flash
          : null;
      } catch {
        return null;
      }
    },
  };
}

/** Wrong tokens per address and minute; then 429 until the minute is over (counted by the API). */
export const SIGN_IN_ATTEMPTS_PER_MINUTE = 10;
