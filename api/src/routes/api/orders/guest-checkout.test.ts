// Guest checkout (docs/cart.md#guest-checkout): a guest bag is ordered with an e-mail address,
// the order mail carries a link with the order's key, the order opens from it (and from the
// bag's browser) and from nowhere else, and joins the account that verifies the same address.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import type { CheckoutSummary, Order } from '@storefront/shared/contracts';
import { estimatedDeliveryDate } from '@storefront/shared/contracts/checkout';
import { ADDRESS_FIXTURE as ADDRESS } from '@storefront/shared/testing/fixtures';
import { linkIn, startLocalSmtpServer, type LocalSmtpServer } from '../../../testing/local-smtp-server';
import type { FastifyInstance } from 'fastify';
import {
  appOnSameDatabase,
  as,
  ORIGIN,
  sessionCookie,
  setUpTestContext,
  signUp as newShopper,
  uniqueName,
  type Shopper,
} from '../../../testing/test-app';
import { A_DAY_PER_N } from '../../../auth/a-day';

let smtp: LocalSmtpServer;
const ctx = setUpTestContext(
  async () => {
    smtp = await startLocalSmtpServer();
    return { mail: { smtpUrl: smtp.smtpUrl, outboxDir: '/nonexistent', from: 'Store <store@example.test>' } };
  },
  { resetEachTest: false },
);
beforeEach(async () => {
  await ctx.reset();
  await ctx.database.rawTransaction((c) =>
    c.exec('TRUNCATE orders, order_lines, account_tokens, auth_throttle, rate_limits CASCADE'),
  );
  smtp.messages.length = 0;
});
after(async () => {
  await smtp.close();
});

let keys = 0;
const newKey = () => `guest-${Date.now().toString(36)}-${(keys++).toString(36)}`;

const call = (cookie: string | null, options: { method?: 'GET' | 'POST'; url: string; payload?: object }) =>
  ctx.app.inject({ ...options, headers: { ...ORIGIN, ...(cookie ? { cookie } : {}) } });

/** A guest with a bag holding product 16 (M) and 30 (L). */
async function guestWithBag(): Promise<string> {
  const first = await call(null, {
    method: 'POST',
    url: '/api/cart/16',
    payload: { quantity: 1, size: 'medium' },
  });
  assert.equal(first.statusCode, 201);
  const header = first.headers['set-cookie'];
  const cookie = (Array.isArray(header) ? header : [header!])
    .find((c) => c.startsWith('sf_guest='))!
    .split(';')[0];
  await call(cookie, { method: 'POST', url: '/api/cart/30', payload: { quantity: 2, size: 'large' } });
  return cookie;
}

async function placeAsGuest(cookie: string, extra: Record<string, unknown> = {}) {
  const summary: CheckoutSummary = (await call(cookie, { url: '/api/orders/summary' })).json();
  return call(cookie, {
    method: 'POST',
    url: '/api/orders',
    payload: {
      idempotencyKey: newKey(),
      cartVersion: summary.cartVersion,
      address: ADDRESS,
      deliveryMethod: 'express',
      paymentMethod: 'pay-on-delivery',
      ...extra,
    },
  });
}

describe('guest checkout', () => {
  test('a guest orders the bag with an e-mail address; the mail has the order and a link that opens it', async () => {
    const cookie = await guestWithBag();
    const summary: CheckoutSummary = (await call(cookie, { url: '/api/orders/summary' })).json();
    assert.equal(summary.cart.stocks.length, 2);
    assert.equal((await placeAsGuest(cookie)).statusCode, 400, 'no e-mail address');
    const placed = await placeAsGuest(cookie, {
      email: 'guest@example.com',
      phone: '+44 20 7946 0000',
      promoCode: 'STUDENT20',
    });
    assert.equal(placed.statusCode, 201, placed.body);
    const order: Order = placed.json();
    assert.equal(order.email, 'guest@example.com');
    assert.equal(order.phone, '+44 20 7946 0000');
    assert.equal(order.estimatedDelivery, estimatedDeliveryDate('express', new Date(order.createdAt)));
    // The bag is empty now, and the browser that placed the order opens it.
    assert.deepEqual((await call(cookie, { url: '/api/cart/' })).json(), { stocks: [] });
    assert.equal((await call(cookie, { url: `/api/orders/${order.id}` })).json().number, order.number);

    const mail = await smtp.waitFor((m) => m.to.includes('guest@example.com'));
    assert.match(mail.subject, new RegExp(order.number));
    for (const text of [
      'Total: $',
      'Promo STUDENT20: -$',
      'Express delivery',
      'Estimated delivery: ',
      ADDRESS.street,
      ADDRESS.city,
    ]) {
      assert.ok(mail.text.includes(text), `${text} in\n${mail.text}`);
    }
    const link = linkIn(mail);
    assert.equal(link.pathname, `/checkout/confirmation/${order.id}`);
    const key = link.searchParams.get('key')!;
    assert.ok(key.length >= 40);
    // Any browser opens it with the link; without it, or with another key, nobody does.
    const opened = await call(null, { url: `/api/orders/${order.id}?key=${encodeURIComponent(key)}` });
    assert.equal(opened.statusCode, 200);
    assert.equal(opened.json().number, order.number);
    assert.equal(
      (await call(null, { url: `/api/orders/${order.id}?key=${'x'.repeat(43)}` })).statusCode,
      404,
    );
    assert.equal((await call(null, { url: `/api/orders/${order.id + 1}?key=${key}` })).statusCode, 404);
    assert.equal((await call(null, { url: `/api/orders/${order.id}` })).statusCode, 401);
    const other = await guestWithBag();
    assert.equal((await call(other, { url: `/api/orders/${order.id}` })).statusCode, 404);
    // The table keeps the key's hash only.
    const { rows } = await ctx.database.rawTransaction((c) =>
      c.query<{ h: string }>('SELECT access_token_hash AS h FROM orders'),
    );
    assert.notEqual(rows[0].h, key);
  });

  test('a retried guest order with the same key is the same order, stock taken once', async () => {
    const cookie = await guestWithBag();
    const summary: CheckoutSummary = (await call(cookie, { url: '/api/orders/summary' })).json();
    const body = {
      idempotencyKey: newKey(),
      cartVersion: summary.cartVersion,
      address: ADDRESS,
      deliveryMethod: 'standard',
      paymentMethod: 'pay-on-delivery',
      email: 'again@example.com',
    };
    const [a, b] = await Promise.all([
      call(cookie, { method: 'POST', url: '/api/orders', payload: body }),
      call(cookie, { method: 'POST', url: '/api/orders', payload: body }),
    ]);
    assert.deepEqual([a.statusCode, b.statusCode].sort(), [200, 201]);
    assert.equal(a.json().id, b.json().id);
    const { rows } = await ctx.database.rawTransaction((c) =>
      c.query<{ n: number }>('SELECT count(*)::int AS n FROM orders'),
    );
    assert.equal(rows[0].n, 1);
  });

  test('an account that verifies the same address takes the guest orders', async () => {
    const cookie = await guestWithBag();
    const name = uniqueName();
    const email = `${name}@example.com`;
    const order: Order = (await placeAsGuest(cookie, { email: email.toUpperCase() })).json();
    const signup = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/signup',
      headers: ORIGIN,
      payload: { username: name, email, password: 'Secret1!x' },
    });
    const session = sessionCookie(signup);
    // Not before the address is verified: anyone can sign up with an address.
    assert.deepEqual((await call(session, { url: '/api/orders' })).json().orders, []);
    const verification = await smtp.waitFor((m) => m.to.includes(email) && /Confirm/.test(m.subject));
    const token = linkIn(verification).searchParams.get('token');
    const verified = await call(null, { method: 'POST', url: '/api/users/email/verify', payload: { token } });
    assert.equal(verified.statusCode, 200, verified.body);
    const list = (await call(session, { url: '/api/orders' })).json().orders;
    assert.deepEqual(
      list.map((o: Order) => o.number),
      [order.number],
    );
    assert.equal((await call(session, { url: `/api/orders/${order.id}` })).statusCode, 200);
  });
});

describe('guest orders and a moved address', () => {
  const signUp = async (name: string, email: string) => {
    const signup = await call(null, {
      method: 'POST',
      url: '/api/users/signup',
      payload: { username: name, email, password: 'Secret1!x' },
    });
    assert.equal(signup.statusCode, 201, signup.body);
    return sessionCookie(signup);
  };
  const logIn = (username: string, password: string) =>
    call(null, { method: 'POST', url: '/api/users/login', payload: { username, password } });
  const moveTo = (session: string, email: string, currentPassword = 'Secret1!x') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/account-settings/email',
      headers: { ...ORIGIN, cookie: session },
      payload: { currentPassword, email },
    });

  test("a reset link mailed before the account moved to a stranger's address does not hand it her guest orders", async () => {
    const victim = `${uniqueName('victim')}@example.com`;
    const order: Order = (await placeAsGuest(await guestWithBag(), { email: victim })).json();
    const name = uniqueName('thief');
    const own = `${name}@example.com`;
    const session = await signUp(name, own);
    const forgot = await call(null, {
      method: 'POST',
      url: '/api/users/password/forgot',
      payload: { email: own },
    });
    assert.equal(forgot.statusCode, 200);
    const resetMail = await smtp.waitFor((m) => m.to.includes(own) && /reset/i.test(m.subject));
    const verifyMail = await smtp.waitFor((m) => m.to.includes(own) && /Confirm/.test(m.subject));
    assert.equal((await moveTo(session, victim)).statusCode, 200);
    // Both links went to the old address: neither proves the new one.
    const reset = await call(null, {
      method: 'POST',
      url: '/api/users/password/reset',
      payload: { token: linkIn(resetMail).searchParams.get('token'), password: 'Taken2@yy' },
    });
    assert.equal(reset.statusCode, 400, reset.body);
    const verify = await call(null, {
      method: 'POST',
      url: '/api/users/email/verify',
      payload: { token: linkIn(verifyMail).searchParams.get('token') },
    });
    assert.equal(verify.statusCode, 400, verify.body);
    const login = await logIn(name, 'Secret1!x');
    assert.equal(login.statusCode, 200);
    assert.equal(login.json().emailVerified, false);
    assert.deepEqual((await call(sessionCookie(login), { url: '/api/orders' })).json().orders, []);
    assert.equal((await call(sessionCookie(login), { url: `/api/orders/${order.id}` })).statusCode, 404);
    const { rows } = await ctx.database.rawTransaction((c) =>
      c.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE user_id IS NOT NULL'),
    );
    assert.equal(rows[0].n, 0);
  });

  test('a link issued for the old address (a race with the move) verifies nothing', async () => {
    const victim = `${uniqueName('victim')}@example.com`;
    await placeAsGuest(await guestWithBag(), { email: victim });
    const name = uniqueName('racer');
    const own = `${name}@example.com`;
    const session = await signUp(name, own);
    await smtp.waitFor((m) => m.to.includes(own) && /Confirm/.test(m.subject));
    const [{ id }] = (
      await ctx.database.rawTransaction((c) =>
        c.query<{ id: number }>('SELECT id FROM users WHERE lower(user_name) = lower($1)', [name]),
      )
    ).rows;
    assert.equal((await moveTo(session, victim)).statusCode, 200);
    // A forgot-password call that found the account by its old address before the move.
    const token = await ctx.app.repos.users.issueToken(id, 'reset-password', own);
    const reset = await call(null, {
      method: 'POST',
      url: '/api/users/password/reset',
      payload: { token, password: 'Taken2@yy' },
    });
    assert.equal(reset.statusCode, 200, reset.body);
    const login = await logIn(name, 'Taken2@yy');
    assert.equal(login.statusCode, 200);
    assert.equal(login.json().emailVerified, false);
    assert.deepEqual((await call(sessionCookie(login), { url: '/api/orders' })).json().orders, []);
  });
  test('two guest orders with her address and one key neither stop her signing in nor fail the claim', async () => {
    const name = uniqueName('victim');
    const email = `${name}@example.com`;
    const key = newKey();
    const placed = [];
    for (const cookie of [await guestWithBag(), await guestWithBag()]) {
      const order = await placeAsGuest(cookie, { email, idempotencyKey: key });
      assert.equal(order.statusCode, 201, order.body);
      placed.push((order.json() as Order).number);
    }
    await signUp(name, email);
    const verification = await smtp.waitFor((m) => m.to.includes(email) && /Confirm/.test(m.subject));
    const token = linkIn(verification).searchParams.get('token');
    const verified = await call(null, { method: 'POST', url: '/api/users/email/verify', payload: { token } });
    assert.equal(verified.statusCode, 200, verified.body);
    for (let i = 0; i < 2; i += 1) {
      const login = await logIn(name, 'Secret1!x');
      assert.equal(login.statusCode, 200, login.body);
      const orders: Order[] = (await call(sessionCookie(login), { url: '/api/orders' })).json().orders;
      assert.equal(orders.length, 1);
      assert.ok(placed.includes(orders[0].number));
    }
  });
});

describe('a flood of orders', () => {
  let throttled: FastifyInstance;
  before(async () => {
    throttled = await appOnSameDatabase(ctx, {
      authRateLimit: 20,
      mail: { smtpUrl: smtp.smtpUrl, outboxDir: '/nonexistent', from: 'Store <store@example.test>' },
    });
  });
  after(async () => {
    await throttled.close();
  });

  /** Who orders next; `staleCart`: with a cart version the summary never gave (a 409, nothing placed). */
  type Guest = { email: string; remoteAddress: string; staleCart?: boolean };

  /** One guest bag that adds a line, reads the summary and orders it, again and again. */
  async function flood(count: number, next: (i: number) => Guest | Promise<Guest>) {
    let cookie = '';
    const statuses: number[] = [];
    const send = (
      remoteAddress: string,
      options: { method?: 'GET' | 'POST'; url: string; payload?: object },
    ) =>
      throttled.inject({ ...options, remoteAddress, headers: { ...ORIGIN, ...(cookie ? { cookie } : {}) } });
    for (let i = 0; i < count; i += 1) {
      const { email, remoteAddress, staleCart } = await next(i);
      const added = await send(remoteAddress, {
        method: 'POST',
        url: '/api/cart/16',
        payload: { quantity: 1, size: 'medium' },
      });
      const header = added.headers['set-cookie'];
      const set = (Array.isArray(header) ? header : header ? [header] : []).find((c) =>
        c.startsWith('sf_guest='),
      );
      if (set) cookie = set.split(';')[0];
      const summary: CheckoutSummary = (await send(remoteAddress, { url: '/api/orders/summary' })).json();
      const placed = await send(remoteAddress, {
        method: 'POST',
        url: '/api/orders',
        payload: {
          idempotencyKey: newKey(),
          cartVersion: staleCart ? `${summary.cartVersion}-stale` : summary.cartVersion,
          address: ADDRESS,
          deliveryMethod: 'standard',
          paymentMethod: 'pay-on-delivery',
          email,
        },
      });
      if (placed.statusCode === 429) assert.ok(Number(placed.headers['retry-after']) > 0);
      statuses.push(placed.statusCode);
    }
    return statuses;
  }

  const orderCount = async () =>
    (
      await ctx.database.rawTransaction((c) =>
        c.query<{ n: number }>('SELECT count(*)::int AS n FROM orders'),
      )
    ).rows[0].n;
  const orderMails = async () => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    return smtp.messages.filter((m) => /^Your order/.test(m.subject)).length;
  };

  test('50 guest orders from one client address: 5 are placed and mailed, the rest are 429', async () => {
    const statuses = await flood(50, (i) => ({
      email: `stranger${i}@example.com`,
      remoteAddress: '203.0.113.7',
    }));
    assert.equal(statuses.filter((s) => s === 201).length, 5, statuses.join(','));
    assert.equal(statuses.filter((s) => s === 429).length, 45, statuses.join(','));
    assert.equal(await orderCount(), 5);
    assert.equal(await orderMails(), 5);
  });

  test(`guest orders from one client address over a day: ${A_DAY_PER_N['guest-order']}N placed, however it paces itself; one that places nothing spends none`, async () => {
    const perDay = A_DAY_PER_N['guest-order'] * 20;
    await ctx.database.rawTransaction((c) => c.exec('UPDATE stock SET quantity = 100 WHERE product_id = 16'));
    const statuses = await flood(perDay + 8, async (i) => {
      // The throttle forgets a quarter of an hour after the last order: as if it had passed.
      if (i % 4 === 0) await ctx.database.rawTransaction((c) => c.exec('TRUNCATE auth_throttle'));
      // The first three find their cart changed: nothing placed, nothing spent.
      return { email: `daily${i}@example.com`, remoteAddress: '203.0.113.71', staleCart: i < 3 };
    });
    assert.deepEqual(statuses, [...Array(3).fill(409), ...Array(perDay).fill(201), ...Array(5).fill(429)]);
    assert.equal(await orderCount(), perDay);
    assert.equal(await orderMails(), perDay);
  });

  test('guest orders for one mailbox from many addresses: 3 are placed and mailed', async () => {
    const email = `${uniqueName('inbox')}@example.com`;
    const statuses = await flood(20, (i) => ({
      email: email.toUpperCase().replace('INBOX', i % 2 ? 'inbox' : 'INBOX'),
      remoteAddress: `198.51.100.${i + 1}`,
    }));
    assert.equal(statuses.filter((s) => s === 201).length, 3, statuses.join(','));
    assert.equal(await orderCount(), 3);
    assert.equal(await orderMails(), 3);
  });

  /** The shopper with a verified address, signed in again (a session read afresh says so). */
  async function verified(shopper: Shopper): Promise<Shopper> {
    await ctx.database.rawTransaction((c) =>
      c.query('UPDATE users SET email_verified_at = now() WHERE id = $1', [shopper.id]),
    );
    const login = await throttled.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: ORIGIN,
      payload: { username: shopper.userName, password: shopper.password },
    });
    assert.equal(login.statusCode, 200, login.body);
    return { ...shopper, cookie: sessionCookie(login) };
  }

  /** A signed-in shopper's order of one line, mailed to `email` (the account's when undefined). */
  async function placeSignedIn(shopper: Shopper, email?: string, idempotencyKey = newKey()) {
    const send = as(throttled, shopper);
    await send({ method: 'POST', url: '/api/cart/16', payload: { quantity: 1, size: 'medium' } });
    const summary: CheckoutSummary = (await send({ url: '/api/orders/summary' })).json();
    const placed = await send({
      method: 'POST',
      url: '/api/orders',
      payload: {
        idempotencyKey,
        cartVersion: summary.cartVersion,
        address: ADDRESS,
        deliveryMethod: 'standard',
        paymentMethod: 'pay-on-delivery',
        ...(email ? { email } : {}),
      },
    });
    if (placed.statusCode === 429) assert.ok(Number(placed.headers['retry-after']) > 0);
    return placed.statusCode;
  }

  test(`an account's orders over a day: ${A_DAY_PER_N['account-order']}N placed, however it paces itself`, async () => {
    const perDay = A_DAY_PER_N['account-order'] * 20;
    await ctx.database.rawTransaction((c) => c.exec('UPDATE stock SET quantity = 100 WHERE product_id = 16'));
    const shopper = await verified(await newShopper(throttled));
    const statuses: number[] = [];
    for (let i = 0; i < perDay + 4; i += 1) {
      // The throttle forgets a quarter of an hour after the last order: as if it had passed.
      if (i % 8 === 0) await ctx.database.rawTransaction((c) => c.exec('TRUNCATE auth_throttle'));
      statuses.push(await placeSignedIn(shopper));
    }
    assert.deepEqual(statuses, [...Array(perDay).fill(201), ...Array(4).fill(429)]);
    assert.equal(await orderCount(), perDay);
    // Every order's mail has gone before the next test counts its own.
    await smtp.waitFor(() => smtp.messages.filter((m) => /^Your order/.test(m.subject)).length >= perDay);
  });

  test('30 orders of one account: 10 are placed and mailed, the rest are 429; a retry of a placed one is answered with it', async () => {
    const shopper = await verified(await newShopper(throttled));
    const statuses = [];
    const last = newKey();
    for (let i = 0; i < 30; i += 1)
      statuses.push(await placeSignedIn(shopper, undefined, i === 9 ? last : newKey()));
    // The 10th order started the wait; the shopper who lost its answer asks again and gets it.
    assert.equal(await placeSignedIn(shopper, undefined, last), 200);
    assert.equal(statuses.filter((s) => s === 201).length, 10, statuses.join(','));
    assert.equal(statuses.filter((s) => s === 429).length, 20, statuses.join(','));
    assert.equal(await orderCount(), 10);
    assert.equal(await orderMails(), 10);
  });

  test("accounts that mail their orders to one stranger's mailbox: 3 are placed and mailed", async () => {
    const stranger = `${uniqueName('victim')}@elsewhere.example`;
    const statuses = [];
    for (let i = 0; i < 8; i += 1) statuses.push(await placeSignedIn(await newShopper(throttled), stranger));
    assert.deepEqual(statuses, [201, 201, 201, 429, 429, 429, 429, 429]);
    assert.equal(smtp.messages.filter((m) => m.to.includes(stranger)).length, 3);
    // An account's own verified address is not a stranger's: its orders count on the account alone.
    assert.equal(await placeSignedIn(await verified(await newShopper(throttled))), 201);
  });

  test("an account's own unverified address is counted as a stranger's: 3 orders mailed to it", async () => {
    const shopper = await newShopper(throttled);
    const statuses = [];
    for (let i = 0; i < 5; i += 1) statuses.push(await placeSignedIn(shopper));
    assert.deepEqual(statuses, [201, 201, 201, 429, 429]);
  });
});
