// Every limit of one address counts an IPv6 client by its /64 (client-address.ts): a flood from
// the addresses of one /64 meets the same limit as one address.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ORIGIN, setUpTestContext } from '../testing/test-app';
import { NETWORK_ADDRESSES, clientAddress, networkOf } from './client-address';

const ctx = setUpTestContext();

describe('the address a client is counted by', () => {
  test('IPv4 as it is; IPv6 by its /64, however it is written', () => {
    assert.equal(clientAddress({ ip: '203.0.113.7' }), '203.0.113.7');
    assert.equal(clientAddress({ ip: '::ffff:203.0.113.7' }), '203.0.113.7');
    const prefix = '2001:db8:1:2::/64';
    for (const ip of ['2001:db8:1:2::1', '2001:0db8:0001:0002:ffff:1:2:3', '2001:DB8:1:2:0:0:0:9']) {
      assert.equal(clientAddress({ ip }), prefix, ip);
    }
    assert.notEqual(clientAddress({ ip: '2001:db8:1:3::1' }), prefix);
  });

  test('the day budgets also count an IPv6 client by its /48; IPv4 and NAT64 addresses have none', () => {
    assert.equal(networkOf(clientAddress({ ip: '2001:db8:1:2::1' })), '2001:db8:1::/48');
    assert.equal(networkOf(clientAddress({ ip: '2001:db8:1:ffff:1::9' })), '2001:db8:1::/48');
    assert.equal(networkOf(clientAddress({ ip: '2001:db8::1' })), '2001:db8:0::/48');
    assert.equal(networkOf(clientAddress({ ip: '203.0.113.7' })), null);
    assert.equal(networkOf(clientAddress({ ip: '64:ff9b::203.0.113.7' })), null);
    assert.equal(networkOf('42'), null);
  });

  test(`the /64s of a /48 share ${NETWORK_ADDRESSES} budgets; one refused for its /48 spends none of its own`, async () => {
    const limits = ctx.app.repos.rateLimits;
    const limit = `network-test-${Date.now()}`;
    const max = 2;
    const site = '2001:db8:5c';
    const client = (i: number) => `${site}:${i.toString(16)}::/64`;
    const allowed: boolean[] = [];
    for (let i = 1; i <= max * NETWORK_ADDRESSES + 1; i++)
      allowed.push((await limits.hitWithNetwork(limit, client(i), max, 60)).allowed);
    assert.deepEqual(allowed, [...Array<boolean>(max * NETWORK_ADDRESSES).fill(true), false]);
    // The refused /64 spent nothing of its own (a /64 that was let in spent one).
    const refused = client(max * NETWORK_ADDRESSES + 1);
    assert.equal((await limits.peek(limit, refused, 1)).allowed, true);
    assert.equal((await limits.peek(limit, client(1), 1)).allowed, false);
    // A call that made nothing gives back both counts, its /64's and its /48's.
    const network = networkOf(client(1))!;
    const onNetwork = max * NETWORK_ADDRESSES + 1;
    assert.equal((await limits.peek(`${limit}/48`, network, onNetwork)).allowed, false);
    await limits.giveBackWithNetwork(limit, client(1));
    assert.equal((await limits.peek(limit, client(1), 1)).allowed, true);
    assert.equal((await limits.peek(`${limit}/48`, network, onNetwork)).allowed, true);
    // Another /48, and an IPv4 address (its own budget alone), are apart.
    assert.equal((await limits.hitWithNetwork(limit, '2001:db8:5d:1::/64', max, 60)).allowed, true);
    const ipv4 = [1, 2, 3].map(() => limits.hitWithNetwork(limit, '203.0.113.9', max, 60));
    assert.deepEqual((await Promise.all(ipv4)).map((v) => v.allowed).sort(), [false, true, true]);
  });

  test('60 guest bags opened from 60 addresses of one /64: 20 open, the rest are 429', async () => {
    const statuses = [];
    for (let i = 1; i <= 60; i++) {
      const added = await ctx.app.inject({
        method: 'POST',
        url: '/api/cart/16',
        remoteAddress: `2001:db8:7:8::${i.toString(16)}`,
        headers: ORIGIN,
        payload: { quantity: 1, size: 'medium' },
      });
      statuses.push(added.statusCode);
    }
    assert.deepEqual(statuses, [...Array(20).fill(201), ...Array(40).fill(429)]);
    // Another /64 is another client.
    const other = await ctx.app.inject({
      method: 'POST',
      url: '/api/cart/16',
      remoteAddress: '2001:db8:7:9::1',
      headers: ORIGIN,
      payload: { quantity: 1, size: 'medium' },
    });
    assert.equal(other.statusCode, 201, other.body);
  });
});
