// The device cookie of a browser that has signed in to an account before: the account's id and a
// random nonce, signed with a key only the API knows. On a log-in to that account it takes the
// place of the per-address and per-account throttle keys with a small limit of its own, so
// strangers guessing an account's password can lock out unknown browsers but never the owner's
// (README "Security", api/README.md "Security").
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { serverSecrets } from '../db/schema';

export const DEVICE_COOKIE = 'sf_device';
/** Only the log-in reads it, so only the log-in is sent it. */
export const DEVICE_COOKIE_PATH = '/api/users/login';
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

const SECRET_NAME = 'device-token';
/** `<user id>.<nonce: 32 hex>.<HMAC-SHA256: 43 base64url>`; anything else is ignored unread. */
const TOKEN_SHAPE = /^([1-9][0-9]{0,9})\.([0-9a-f]{32})\.([A-Za-z0-9_-]{43})$/;

/** What a token is bound to: the account, and its password hash (a new password ends old tokens). */
interface DeviceOwner {
  id: number;
  passwordHash: string | null;
}

export interface KnownDevice {
  userId: number;
  /** The browser's nonce: the throttle counts this browser's failures under it. */
  device: string;
}

export function deviceTokens(db: Db) {
  let secret: Promise<Buffer> | undefined;

  /** One key for every process: made by whichever needs it first, then read by all. */
  async function loadSecret(): Promise<Buffer> {
    await db
      .insert(serverSecrets)
      .values({ name: SECRET_NAME, secret: randomBytes(32).toString('base64url') })
      .onConflictDoNothing({ target: serverSecrets.name });
    const [row] = await db
      .select({ secret: serverSecrets.secret })
      .from(serverSecrets)
      .where(eq(serverSecrets.name, SECRET_NAME));
    return Buffer.from(row.secret, 'base64url');
  }

  const key = () => {
    secret ??= loadSecret().catch((error: unknown) => {
      secret = undefined;
      throw error;
    });
    return secret;
  };

  const sign = async (owner: DeviceOwner, nonce: string) =>
    createHmac('sha256', await key())
      .update(`device\n${owner.id}\n${nonce}\n${owner.passwordHash ?? ''}`)
      .digest('base64url');

  return {
    /** A new token for the browser that just signed in to this account. */
    async issue(owner: DeviceOwner): Promise<string> {
      const nonce = randomBytes(16).toString('hex');
      return `${owner.id}.${nonce}.${await sign(owner, nonce)}`;
    },

    /** The account a well-formed token names (unverified: only to pick whom to look up). */
    accountOf(token: string | undefined): number | null {
      const match = token ? TOKEN_SHAPE.exec(token) : null;
      return match ? Number(match[1]) : null;
    },

    /** The device when the token was issued by this API to this account (and its current password). */
    async verify(token: string | undefined, owner: DeviceOwner): Promise<KnownDevice | null> {
      const match = token ? TOKEN_SHAPE.exec(token) : null;
      if (!match || Number(match[1]) !== owner.id) return null;
      const expected = Buffer.from(await sign(owner, match[2]));
      const given = Buffer.from(match[3]);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return { userId: owner.id, device: match[2] };
    },
  };
}

export type DeviceTokens = ReturnType<typeof deviceTokens>;
