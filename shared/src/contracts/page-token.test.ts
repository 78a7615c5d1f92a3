/** @jest-environment node */
import {
  shopperAddress,
  shopperOf,
  signPageToken,
  verifyPageToken,
  type PageToken,
  type PageTokenMac,
} from './page-token';

/** A keyed stand-in for the servers' HMAC (FNV-1a over key and data, a few rounds): enough to tell keys and texts apart. */
const macOf =
  (key: string): PageTokenMac =>
  (data) => {
    let out = '';
    for (let round = 0; round < 4; round++) {
      let hash = 0x811c9dc5 ^ round;
      for (const char of `${key}\0${data}`) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
      out += (hash >>> 0).toString(36);
    }
    return out;
  };

const SECRET = macOf('a-page-token-secret-of-32-chars-at-least');
const OTHER = macOf('another-secret');
const now = 1_800_000_000;
const token: PageToken = {
  page: 'page-1',
  shopper: 'shopper-1',
  expires: now + 600,
  versions: { shell: '1.0.0-aaaa1111', 'mf-cart': '1.0.0-bbbb2222' },
};

describe('page tokens', () => {
  it('verify what the gateway signed, with its versions', () => {
    expect(verifyPageToken(SECRET, signPageToken(SECRET, token), now)).toEqual(token);
  });

  it('refuse a token signed with another secret, tampered, expired or too long-lived', () => {
    const signed = signPageToken(SECRET, token);
    const [payload, signature] = signed.split('.');
    const forged = btoa(JSON.stringify({ p: 'x', s: 'y', e: now + 60, v: { 'mf-cart': '9.9.9-evil' } }))
      .replace(/=+$/, '')
      .replace(/\+/g, '-')
      .replace(/\//g, '_');
    for (const text of [
      signPageToken(OTHER, token),
      `${forged}.${signature}`,
      `${payload}.${signature}x`,
      `${payload}`,
      `${payload}.${signature}.more`,
      'not a token',
      '',
    ]) {
      expect(verifyPageToken(SECRET, text, now)).toBeNull();
    }
    expect(verifyPageToken(SECRET, signed, now + 601)).toBeNull();
    const forever = signPageToken(SECRET, { ...token, expires: now + 86_400 });
    expect(verifyPageToken(SECRET, forever, now)).toBeNull();
  });

  it('keep only frontends it knows', () => {
    const signed = signPageToken(SECRET, {
      ...token,
      versions: { ...token.versions, ['mf-evil' as 'shell']: '1.0.0-cccc3333' },
    });
    expect(verifyPageToken(SECRET, signed, now)?.versions).toEqual(token.versions);
  });

  it('count an IPv6 shopper by the /64, an IPv4 one by the address, keyed', () => {
    expect(shopperAddress('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(shopperAddress('2001:0db8:0001:0002:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(shopperAddress('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(shopperAddress('64:ff9b::203.0.113.9')).toBe('203.0.113.9');
    expect(shopperAddress('64:FF9B::198.51.100.1')).toBe('198.51.100.1');
    // As Node writes them: the IPv4 address in the last two groups.
    expect(shopperAddress('64:ff9b::cb00:7109')).toBe('203.0.113.9');
    // Written out in full, as a balancer may forward it.
    expect(shopperAddress('64:ff9b:0000:0:0:0:cb00:7109')).toBe('203.0.113.9');
    // An IPv4 address embedded elsewhere is still an IPv6 client, by its /64.
    expect(shopperAddress('2001:db8:1:2::203.0.113.9')).toBe('2001:db8:1:2::/64');
    expect(shopperAddress('64:ff9b::1')).toBe('0.0.0.1');
    expect(shopperOf(SECRET, '2001:db8:1:2::7')).toBe(shopperOf(SECRET, '2001:db8:1:2:ffff::9'));
    expect(shopperOf(SECRET, '203.0.113.9')).not.toBe(shopperOf(SECRET, '203.0.113.10'));
    expect(shopperOf(SECRET, '203.0.113.9')).not.toBe(shopperOf(OTHER, '203.0.113.9'));
  });
});
