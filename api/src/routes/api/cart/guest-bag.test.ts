// The guest bag (docs/cart.md#guest-bag): a signed-out shopper's cart under an HttpOnly cookie,
// merged into the account's cart at sign-up or log-in, private, bounded and expiring.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import type { Cart } from '@storefront/shared/contracts/schemas';
import {
  GUEST_BAGS_PER_CLIENT_PER_DAY,
  GUEST_BAGS_PER_CLIENT_PER_HOUR,
  GUEST_BAGS_PER_NETWORK_PER_DAY,
  TOO_MANY_GUEST_BAGS_TODAY,
} from '../../../repositories/guest-bags';
import { MAX_CART_LINES } from '../../../repositories/cart';
import { ORIGIN, sessionCookie, setUpTestContext, signUp, uniqueName } from '../../../testing/test-app';

const ctx = setUpTestContext();

type Guest = { cookie?: string; address?: string };

function guestCookie(response: LightMyRequestResponse): string | undefined {
  const header = response.headers['set-cookie'];
  const all = Array.isArray(header) ? header : header ? [header] : [];
  return all.find((c) => c.startsWith('sf_guest='));
}

const call = (guest: Guest, options: { method?: 'GET' | 'POST' | 'DELETE'; url: string; payload?: object }) =>
  ctx.app.inject({
    ...options,
    remoteAddress: guest.address ?? '127.0.0.1',
    headers: { ...ORIGIN, ...(guest.cookie ? { cookie: guest.cookie } : {}) },
  });

/** Adds one of a size; a guest without a bag keeps the cookie the answer sets. */
async function add(guest: Guest, productId: number, size = 'medium', quantity = 1) {
  const response = await call(guest, {
    method: 'POST',
    url: `/api/cart/${productId}`,
    payload: { quantity, size },
  });
  const set = guestCookie(response);
  if (set) guest.cookie = set.split(';')[0];
  return response;
}

const lines = async (guest: Guest | { cookie: string }) => {
  const response = await call(guest, { url: '/api/cart/' });
  assert.equal(response.statusCode, 200);
  return (response.json() as Cart).stocks.map(
    (s) => `${s.productId}-${s.cart_stocks.size}x${s.cart_stocks.quantity}`,
  );
};

const bagRows = async () =>
  (
    await ctx.database.rawTransaction((c) =>
      c.query('SELECT count(*)::int AS n FROM carts WHERE user_id IS NULL'),
    )
  ).rows[0] as { n: number };

describe('guest bag', () => {
  test('a signed-out add opens a bag under an HttpOnly cookie that only its holder reads', async () => {
    const guest: Guest = {};
    const first = await add(guest, 16);
    assert.equal(first.statusCode, 201);
    const cookie = guestCookie(first)!;
    assert.match(cookie, /HttpOnly/i);
    assert.match(cookie, /SameSite=Lax/i);
    assert.match(cookie, /Max-Age=2592000/);
    assert.equal(first.json().stocks[0].productId, 16);
    // The same bag on the next add: no second cookie, the quantity grows.
    const second = await add(guest, 16);
    assert.equal(guestCookie(second), undefined);
    assert.deepEqual(await lines(guest), ['16-mediumx2']);
    // Another browser (no cookie, or its own bag) sees nothing of it.
    assert.deepEqual(await lines({}), []);
    const other: Guest = {};
    await add(other, 3, 'small');
    assert.deepEqual(await lines(other), ['3-smallx1']);
    assert.deepEqual(await lines(guest), ['16-mediumx2']);
    const forged = { cookie: `sf_guest=${'A'.repeat(43)}` };
    assert.deepEqual(await lines(forged), []);
    assert.equal((await call(forged, { method: 'DELETE', url: '/api/cart/16?size=medium' })).statusCode, 404);
    // The table holds the token's hash, never the cookie's value.
    const { rows } = await ctx.database.rawTransaction((c) =>
      c.query<{ h: string }>('SELECT guest_token_hash AS h FROM carts WHERE user_id IS NULL'),
    );
    assert.ok(rows.every((r) => !guest.cookie!.includes(r.h)));
  });

  test('a guest changes quantities and removes lines with the same stock checks', async () => {
    const guest: Guest = {};
    await add(guest, 5, 'small');
    await add(guest, 5, 'large');
    const update = await call(guest, {
      method: 'POST',
      url: '/api/cart/update/quantity',
      payload: { productId: 5, quantity: 4, size: 'small' },
    });
    assert.equal(update.statusCode, 200);
    assert.equal((await call(guest, { method: 'DELETE', url: '/api/cart/5?size=large' })).statusCode, 200);
    assert.deepEqual(await lines(guest), ['5-smallx4']);
    await ctx.database.rawTransaction((c) =>
      c.exec("UPDATE stock SET quantity = 0 WHERE product_id = 6 AND size = 'small'"),
    );
    assert.equal((await add(guest, 6, 'small')).statusCode, 409);
    assert.equal((await add(guest, 9999, 'small')).statusCode, 404);
  });

  test('signing up takes both of a guest\u2019s products into the new account and ends the bag', async () => {
    const guest: Guest = {};
    await add(guest, 16);
    await add(guest, 30, 'large');
    const name = uniqueName();
    const signup = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/signup',
      headers: { ...ORIGIN, cookie: guest.cookie! },
      payload: { username: name, email: `${name}@example.com`, password: 'Secret1!x' },
    });
    assert.equal(signup.statusCode, 201);
    assert.match(guestCookie(signup) ?? '', /sf_guest=;/);
    const account = { cookie: sessionCookie(signup) };
    assert.deepEqual(await lines(account), ['16-mediumx1', '30-largex1']);
    assert.deepEqual(await lines(guest), []);
    assert.equal((await bagRows()).n, 0);
  });

  test('logging in adds the bag to the cart: quantities added, capped at 10 and at the stock', async () => {
    const shopper = await signUp(ctx.app);
    const own = { cookie: shopper.cookie };
    await add(own, 3, 'small', 8);
    await add(own, 4, 'small', 1);
    const guest: Guest = {};
    await add(guest, 3, 'small', 5);
    await add(guest, 4, 'small', 6);
    await add(guest, 7, 'medium', 2);
    await add(guest, 8, 'medium', 1);
    await ctx.database.rawTransaction(async (c) => {
      await c.exec("UPDATE stock SET quantity = 3 WHERE product_id = 4 AND size = 'small'");
      await c.exec("UPDATE stock SET quantity = 0 WHERE product_id = 8 AND size = 'medium'");
    });
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { ...ORIGIN, cookie: guest.cookie! },
      payload: { username: shopper.userName, password: shopper.password },
    });
    assert.equal(login.statusCode, 200);
    assert.deepEqual(await lines({ cookie: sessionCookie(login) }), [
      '3-smallx10',
      '4-smallx3',
      '7-mediumx2',
    ]);
    assert.equal((await bagRows()).n, 0);
  });

  test('an expired bag reads empty and the next add opens a new one; expired bags are cleared', async () => {
    const guest: Guest = {};
    await add(guest, 16);
    const old = guest.cookie;
    await ctx.database.rawTransaction((c) =>
      c.exec("UPDATE carts SET expires_at = now() - interval '1 minute' WHERE user_id IS NULL"),
    );
    assert.deepEqual(await lines(guest), []);
    await add(guest, 17);
    assert.notEqual(guest.cookie, old);
    assert.deepEqual(await lines(guest), ['17-mediumx1']);
    assert.equal((await bagRows()).n, 1);
  });

  test('a change moves the expiry on to 30 days from now', async () => {
    const guest: Guest = {};
    await add(guest, 16);
    await ctx.database.rawTransaction((c) =>
      c.exec("UPDATE carts SET expires_at = now() + interval '1 day' WHERE user_id IS NULL"),
    );
    await add(guest, 16);
    const { rows } = await ctx.database.rawTransaction((c) =>
      c.query<{ days: number }>(
        'SELECT round(extract(epoch FROM expires_at - now()) / 86400)::int AS days FROM carts WHERE user_id IS NULL',
      ),
    );
    assert.equal(rows[0].days, 30);
  });

  test(`a flood: one address opens at most ${GUEST_BAGS_PER_CLIENT_PER_HOUR} bags an hour, a bag holds at most ${MAX_CART_LINES} lines`, async () => {
    const answers = await Promise.all(
      Array.from({ length: GUEST_BAGS_PER_CLIENT_PER_HOUR + 15 }, () => add({ address: '203.0.113.9' }, 16)),
    );
    const codes = answers.map((a) => a.statusCode);
    assert.equal(codes.filter((c) => c === 201).length, GUEST_BAGS_PER_CLIENT_PER_HOUR);
    assert.equal(codes.filter((c) => c === 429).length, 15);
    const refused = answers.find((a) => a.statusCode === 429)!;
    assert.match(refused.json().message, /sign in/);
    assert.equal((await bagRows()).n, GUEST_BAGS_PER_CLIENT_PER_HOUR);
    // Another address is not held back by this one.
    assert.equal((await add({ address: '203.0.113.10' }, 16)).statusCode, 201);

    const guest: Guest = { address: '198.51.100.7' };
    const sizes = ['extraSmall', 'small', 'medium', 'large', 'extraLarge'];
    let added = 0;
    for (let id = 1; added < MAX_CART_LINES + 5; id++) {
      for (const size of sizes) {
        const response = await add(guest, id, size);
        if (response.statusCode === 409 && added < MAX_CART_LINES) continue; // sold out in the seed
        added += 1;
        assert.equal(response.statusCode, added <= MAX_CART_LINES ? 201 : 409, `line ${added}`);
      }
    }
    const held = await lines(guest);
    assert.equal(held.length, MAX_CART_LINES);
    // Adding to a line already there still works at the cap.
    const [, productId, size] = /^(\d+)-(\w+)x/.exec(held[0])!;
    assert.equal((await add(guest, Number(productId), size)).statusCode, 201);
  });

  test(`one address opens at most ${GUEST_BAGS_PER_CLIENT_PER_DAY} bags a day, however it paces itself`, async () => {
    const address = '203.0.113.44';
    const statuses: number[] = [];
    for (let i = 0; i < GUEST_BAGS_PER_CLIENT_PER_DAY + 3; i++) {
      // Past the hour's bound as if the hour had passed: the day's bags stay within the day.
      if (i > 0 && i % GUEST_BAGS_PER_CLIENT_PER_HOUR === 0)
        await ctx.database.rawTransaction((c) =>
          c.exec("UPDATE carts SET created_at = now() - interval '2 hours' WHERE user_id IS NULL"),
        );
      statuses.push((await add({ address }, 16)).statusCode);
    }
    assert.deepEqual(statuses, [...Array(GUEST_BAGS_PER_CLIENT_PER_DAY).fill(201), ...Array(3).fill(429)]);
    const refused = await add({ address }, 16);
    assert.equal(refused.json().message, TOO_MANY_GUEST_BAGS_TODAY);
    assert.equal((await add({ address: '203.0.113.45' }, 16)).statusCode, 201, 'another address');
  });

  test(`the /64s of one IPv6 /48 open at most ${GUEST_BAGS_PER_NETWORK_PER_DAY} bags a day together`, async () => {
    const site = '2001:db8:4a8';
    const network = `${site}::/48`;
    const raw = (text: string, params: unknown[]) =>
      ctx.database.rawTransaction((c) => c.query(text, params));
    await raw('DELETE FROM carts WHERE guest_network = $1', [network]);
    // All but an hour's bags of its day, opened earlier today by other /64s of the /48 (a flood
    // through the API would take 160 /64s' hours).
    const earlier = GUEST_BAGS_PER_NETWORK_PER_DAY - GUEST_BAGS_PER_CLIENT_PER_HOUR;
    await raw(
      `INSERT INTO carts (guest_token_hash, guest_client, guest_network, expires_at, created_at)
       SELECT md5(random()::text || g), $1 || ':' || to_hex(g) || '::/64', $2,
              now() + interval '30 days', now() - interval '2 hours'
         FROM generate_series(4096, 4095 + $3::int) AS g`,
      [site, network, earlier],
    );
    // The rest of its day from new /64s, one bag each (far within each one's own bounds), then none.
    const statuses: number[] = [];
    for (let i = 1; i <= GUEST_BAGS_PER_CLIENT_PER_HOUR + 2; i++)
      statuses.push((await add({ address: `${site}:${i.toString(16)}::1` }, 16)).statusCode);
    assert.deepEqual(statuses, [...Array(GUEST_BAGS_PER_CLIENT_PER_HOUR).fill(201), 429, 429]);
    const refused = await add({ address: `${site}:ff::1` }, 16);
    assert.equal(refused.json().message, TOO_MANY_GUEST_BAGS_TODAY);
    assert.equal((await add({ address: '2001:db8:4a9:1::1' }, 16)).statusCode, 201, 'another /48');
    assert.equal((await add({ address: '203.0.113.46' }, 16)).statusCode, 201, 'an IPv4 address');
  });

  test('a browser that believes it is signed in (x-cart-owner: account) hears 401 once its session ended, not a guest bag', async () => {
    for (const options of [
      { method: 'GET' as const, url: '/api/cart/' },
      { method: 'POST' as const, url: '/api/cart/16', payload: { quantity: 1, size: 'medium' } },
      { method: 'DELETE' as const, url: '/api/cart/16?size=medium' },
    ]) {
      const response = await ctx.app.inject({
        ...options,
        headers: { ...ORIGIN, 'x-cart-owner': 'account' },
      });
      assert.equal(response.statusCode, 401, options.url);
      assert.equal(guestCookie(response), undefined);
    }
    assert.equal((await bagRows()).n, 0);
    const shopper = await signUp(ctx.app);
    const signedIn = await ctx.app.inject({
      url: '/api/cart/',
      headers: { ...ORIGIN, cookie: shopper.cookie, 'x-cart-owner': 'account' },
    });
    assert.equal(signedIn.statusCode, 200);
  });

  test('the wishlist still needs sign-in', async () => {
    const guest: Guest = {};
    await add(guest, 16);
    const response = await call(guest, { method: 'POST', url: '/api/wishlist/', payload: { productId: 16 } });
    assert.equal(response.statusCode, 401);
  });
});
