// The guest bag and checkout figures (docs/cart.md#guest-bag): guest add-to-cart at 50 connections
// (50 guests, each its own bag, from the autocannon process), the merge a log-in makes (50 at a
// time, each merging a fresh bag of two lines), and placing an order with a promo code
// (50 at a time, each shopper its own cart). The last two are timed here, per call, because each
// needs its own prepared bag or cart; their setup is not timed.
import { runWorker } from './run-worker';
import type { Row } from './api-bench';

const CONNECTIONS = 50;
const ROUNDS = 4;

type Call = (
  path: string,
  init?: { method?: string; body?: unknown; cookie?: string; from?: string },
) => Promise<Response>;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

function row(name: string, timings: number[], failures: number, seconds: number): Row {
  const sorted = [...timings].sort((a, b) => a - b);
  return {
    name,
    connections: CONNECTIONS,
    durationSeconds: seconds,
    requestsPerSecond: timings.length / seconds,
    p50Ms: Math.round(percentile(sorted, 0.5)),
    p99Ms: Math.round(percentile(sorted, 0.99)),
    requests: timings.length,
    errors: 0,
    non2xx: failures,
  };
}

const address = (i: number) => `10.27.${Math.floor(i / 250)}.${1 + (i % 250)}`;
const guestCookie = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((c) => c.startsWith('sf_guest='))
    ?.split(';')[0];

/** Opens a guest bag (from its own address: one address opens at most 20 an hour) with two lines. */
async function guestBag(call: Call, i: number): Promise<string> {
  const first = await call('/api/cart/16', {
    method: 'POST',
    body: { quantity: 1, size: 'medium' },
    from: address(i),
  });
  const cookie = guestCookie(first);
  if (!cookie) throw new Error(`bench: no guest bag (${first.status})`);
  await call(`/api/cart/${1 + (i % 100)}`, { method: 'POST', body: { quantity: 1, size: 'large' }, cookie });
  return cookie;
}

/** Runs `timed` for every prepared item, CONNECTIONS at a time, and times each call. */
async function timedRounds<T>(items: T[], timed: (item: T) => Promise<Response>) {
  const timings: number[] = [];
  let failures = 0;
  const started = performance.now();
  for (let at = 0; at < items.length; at += CONNECTIONS) {
    await Promise.all(
      items.slice(at, at + CONNECTIONS).map(async (item) => {
        const t = performance.now();
        const response = await timed(item);
        timings.push(performance.now() - t);
        if (response.status >= 300) failures += 1;
        await response.arrayBuffer();
      }),
    );
  }
  return { timings, failures, seconds: (performance.now() - started) / 1000 };
}

export async function cartBenchRows(
  base: string,
  origin: string,
  durationSeconds: number,
  log: (line: string) => void,
): Promise<Row[]> {
  const call: Call = (path, init = {}) =>
    fetch(`${base}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        origin,
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(init.cookie ? { cookie: init.cookie } : {}),
        ...(init.from ? { 'x-forwarded-for': init.from } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  const rows: Row[] = [];
  const print = (r: Row) =>
    log(
      `api ${r.name.padEnd(24)} ${String(r.connections).padStart(3)} conns  ${r.requestsPerSecond.toFixed(0).padStart(6)} req/s  p50 ${String(r.p50Ms).padStart(4)} ms  p99 ${String(r.p99Ms).padStart(4)} ms  non-2xx ${r.non2xx}`,
    );

  // Guest add-to-cart: 50 guests, each adding to its own bag.
  const bags = await Promise.all(Array.from({ length: CONNECTIONS }, (_, i) => guestBag(call, i)));
  const add = await runWorker({
    url: `${base}/api/cart/16`,
    connections: CONNECTIONS,
    durationSeconds,
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify({ quantity: 1, size: 'medium' }),
    cookies: bags,
  });
  rows.push({ name: 'guest add (own bags)', connections: CONNECTIONS, durationSeconds, ...add });
  print(rows.at(-1)!);

  // The merge at log-in: one shopper per connection, each logging in with a fresh two-line bag.
  const shoppers = await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, i) => {
      const name = `merge${Date.now().toString(36)}${i}`;
      await call('/api/users/signup', {
        method: 'POST',
        body: { username: name, email: `${name}@example.com`, password: 'Bench1!pass' },
        from: address(1000 + i),
      });
      return name;
    }),
  );
  const merges = [];
  for (let i = 0; i < CONNECTIONS * ROUNDS; i += 1)
    merges.push({ name: shoppers[i % CONNECTIONS], bag: await guestBag(call, 2000 + i) });
  const merged = await timedRounds(merges, ({ name, bag }) =>
    call('/api/users/login', {
      method: 'POST',
      body: { username: name, password: 'Bench1!pass' },
      cookie: bag,
    }),
  );
  rows.push(row('log-in merging a bag', merged.timings, merged.failures, merged.seconds));
  print(rows.at(-1)!);

  // Orders with STUDENT20: each its own shopper's cart of one line, 50 placed at a time.
  const carts = [];
  for (let i = 0; i < CONNECTIONS * ROUNDS; i += 1) {
    const name = `order${Date.now().toString(36)}${i}`;
    const signup = await call('/api/users/signup', {
      method: 'POST',
      body: { username: name, email: `${name}@example.com`, password: 'Bench1!pass' },
      from: address(5000 + i),
    });
    const cookie = signup.headers.getSetCookie()[0].split(';')[0];
    const sizes = ['extraSmall', 'small', 'medium', 'large', 'extraLarge'];
    await call(`/api/cart/${1 + (i % 113)}`, {
      method: 'POST',
      body: { quantity: 1, size: sizes[i % 5] },
      cookie,
    });
    const { cartVersion } = (await (await call('/api/orders/summary', { cookie })).json()) as {
      cartVersion: string;
    };
    carts.push({ cookie, cartVersion, key: `bench-order-${i}-${Date.now().toString(36)}` });
  }
  const placed = await timedRounds(carts, ({ cookie, cartVersion, key }) =>
    call('/api/orders/', {
      method: 'POST',
      cookie,
      body: {
        idempotencyKey: key,
        cartVersion,
        address: {
          name: 'Bench Shopper',
          street: '1 Main Street',
          city: 'Springfield',
          postcode: 'AB1 2CD',
          country: 'United Kingdom',
        },
        deliveryMethod: 'standard',
        paymentMethod: 'pay-on-delivery',
        promoCode: 'STUDENT20',
      },
    }),
  );
  rows.push(row('order with STUDENT20', placed.timings, placed.failures, placed.seconds));
  print(rows.at(-1)!);
  return rows;
}
