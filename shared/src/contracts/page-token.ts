// The page token: the gateway's word that it served a page with these versions of the
// frontends, to this shopper, a moment ago (README, "Health from shoppers' browsers"). The
// gateway signs one per page it answers; a browser's telemetry beacon counts only with a valid
// token, only for the versions it names, and only within the per-page bounds of the API. So an
// anonymous client cannot make up versions, page views or shoppers: it can report only on pages
// it was really served, and every page it loads from one address is the same shopper.
//
// For servers: the gateway signs, the API verifies, each with its own HMAC (PageTokenMac). The
// shell treats the token as an opaque string and never imports this file.
import { isFrontend, type FrontendName } from './frontends';

/** How long a page may report after it was served. */
export const PAGE_TOKEN_TTL_SECONDS = 60 * 60;
/** The Server-Timing metric that carries the token to the page's own script. */
export const PAGE_TOKEN_TIMING = 'sf-page';
/** The shortest secret either side accepts. */
export const PAGE_TOKEN_SECRET_MIN_LENGTH = 32;
/** The longest token the API reads (five frontends' versions fit in well under half). */
export const PAGE_TOKEN_MAX_LENGTH = 1_024;

export interface PageToken {
  /** A random id per page served. */
  page: string;
  /** Who was served: a keyed hash of the address (an IPv4 address, an IPv6 /64). */
  shopper: string;
  /** Unix seconds after which the token counts nothing. */
  expires: number;
  /** The version of each frontend the page was served with. */
  versions: Partial<Record<FrontendName, string>>;
}

const encoder = new TextEncoder();

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

function fromBase64url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

/**
 * HMAC-SHA-256 of `data` under the store's PAGE_TOKEN_SECRET, as base64url. Each server passes
 * node:crypto's `createHmac` (this package has no Node types): it is synchronous and takes a few
 * microseconds, where Web Crypto's trips to the thread pool cost every page about half a
 * millisecond and cut the gateway's pages a second by two thirds.
 */
export type PageTokenMac = (data: string) => string;

/** Equal texts, compared in time that does not depend on where they differ. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

/**
 * The address a shopper is counted by: IPv6 by its /64 (one household or phone has many); an IPv4
 * client as itself, however it reached an IPv6 socket: mapped (`::ffff:a.b.c.d`) or through a
 * NAT64 translator's well-known prefix (`64:ff9b::/96`, RFC 6052), where every IPv4 client would
 * otherwise share one /64.
 */
export function shopperAddress(address: string): string {
  const plain = address.replace(/^::ffff:/i, '').toLowerCase();
  if (!plain.includes(':')) return plain;
  const groups = ipv6Groups(plain);
  if (groups.slice(0, 6).join(':') === '64:ff9b:0:0:0:0') {
    const [high, low] = groups.slice(6).map((group) => parseInt(group, 16));
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return `${groups.slice(0, 4).join(':')}::/64`;
}

/** An IPv6 address's eight groups, each without leading zeros (an embedded IPv4 as two groups). */
function ipv6Groups(address: string): string[] {
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  const hex = dotted
    ? address.slice(0, dotted.index) +
      [0, 2].map((i) => ((Number(dotted[i + 1]) << 8) | Number(dotted[i + 2])).toString(16)).join(':')
    : address;
  const [head, tail = ''] = hex.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = hex.includes('::')
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return groups.map((group) => group.replace(/^0+(?=.)/, ''));
}

/** The shopper id of an address: keyed, so the database never holds an address. */
export const shopperOf = (mac: PageTokenMac, address: string) =>
  mac(`shopper\0${shopperAddress(address)}`).slice(0, 22);

export function signPageToken(mac: PageTokenMac, token: PageToken): string {
  const payload = base64url(
    encoder.encode(JSON.stringify({ p: token.page, s: token.shopper, e: token.expires, v: token.versions })),
  );
  return `${payload}.${mac(`page-token\0${payload}`)}`;
}

/** The token if it is well formed, signed with the store's secret and not expired, else null. */
export function verifyPageToken(
  mac: PageTokenMac,
  text: string,
  nowSeconds = Date.now() / 1000,
): PageToken | null {
  if (text.length > PAGE_TOKEN_MAX_LENGTH) return null;
  const [payload, signature, extra] = text.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  if (!sameText(mac(`page-token\0${payload}`), signature)) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(new TextDecoder().decode(fromBase64url(payload) ?? new Uint8Array()));
  } catch {
    return null;
  }
  const { p, s, e, v } = (raw ?? {}) as Record<string, unknown>;
  if (typeof p !== 'string' || typeof s !== 'string' || typeof e !== 'number') return null;
  if (e < nowSeconds || e > nowSeconds + PAGE_TOKEN_TTL_SECONDS + 60) return null;
  if (!v || typeof v !== 'object') return null;
  const versions: PageToken['versions'] = {};
  for (const [name, version] of Object.entries(v)) {
    if (isFrontend(name) && typeof version === 'string') versions[name] = version;
  }
  return { page: p, shopper: s, expires: e, versions };
}
