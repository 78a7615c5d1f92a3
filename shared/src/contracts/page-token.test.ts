/** @jest-environment node */
import { shopperAddress, shopperOf, signPageToken, verifyPageToken, type PageToken } from './page-token';

const SECRET = 'a-page-token-secret-of-32-chars-at-least';
const now = 1_800_000_000;
const token: PageToken = {
  page: 'page-1',
  shopper: 'shopper-1',
  expires: now + 600,
  versions: { shell: '1.0.0-aaaa1111', 'mf-cart': '1.0.0-bbbb2222' },
};

describe('page tokens', () => {
  it('verify what the gateway signed, with its versions', async () => {
    expect(await verifyPageToken(SECRET, await signPageToken(SECRET, token), now)).toEqual(token);
  });

  it('refuse a token signed with another secret, tampered, expired or too long-lived', async () => {
    const signed = await signPageToken(SECRET, token);
    const [payload, signature] = signed.split('.');
    const forged = btoa(JSON.stringify({ p: 'x', s: 'y', e: now + 60, v: { 'mf-cart': '9.9.9-evil' } }))
      .replace(/=+$/, '')
      .replace(/\+/g, '-')
      .replace(/\//g, '_');
    for (const text of [
      await signPageToken(`${SECRET}-other`, token),
      `${forged}.${signature}`,
      `${payload}.${signature}x`,
      `${payload}`,
      `${payload}.${signature}.more`,
      'not a token',
      '',
    ]) {
      expect(await verifyPageToken(SECRET, text, now)).toBeNull();
    }
    expect(await verifyPageToken(SECRET, signed, now + 601)).toBeNull();
    const forever = await signPageToken(SECRET, { ...token, expires: now + 86_400 });
    expect(await verifyPageToken(SECRET, forever, now)).toBeNull();
  });

  it('keep only frontends it knows', async () => {
    const signed = await signPageToken(SECRET, {
      ...token,
      versions: { ...token.versions, ['mf-evil' as 'shell']: '1.0.0-cccc3333' },
    });
    expect((await verifyPageToken(SECRET, signed, now))?.versions).toEqual(token.versions);
  });

  it('count an IPv6 shopper by the /64, an IPv4 one by the address, keyed', async () => {
    expect(shopperAddress('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(shopperAddress('2001:0db8:0001:0002:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(shopperAddress('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(await shopperOf(SECRET, '2001:db8:1:2::7')).toBe(await shopperOf(SECRET, '2001:db8:1:2:ffff::9'));
    expect(await shopperOf(SECRET, '203.0.113.9')).not.toBe(await shopperOf(SECRET, '203.0.113.10'));
    expect(await shopperOf(SECRET, '203.0.113.9')).not.toBe(await shopperOf(`${SECRET}x`, '203.0.113.9'));
  });
});
