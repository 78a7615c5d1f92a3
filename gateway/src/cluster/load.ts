// Shoppers browsing, signing in, filling a cart and ordering through the balancer, counting what
// they saw (cluster.test.ts). An order is placed as the browser places it (mf-cart): one
// idempotency key per checkout, sent again with the same key when no answer came.
import { randomUUID } from 'node:crypto';
import { Shopper, type Answer } from './shopper.js';

type Kind = 'get' | 'write' | 'order';

export interface LoadFigures {
  answered: Record<Kind, number>;
  /** Network failures and 5xx, by kind (an order only once every retry failed). */
  failed: Record<Kind, number>;
  /** Each shopper's acknowledged order ids. */
  acknowledged: Map<Shopper, Set<number>>;
  orderRetries: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const ADDRESS = { name: 'Ada', street: '1 Main St', city: 'Leeds', postcode: 'LS1 1AA', country: 'UK' };

/** `count` signed-up shoppers, each from its own 127.0.0.x starting at `firstAddress`. */
export async function signedUpShoppers(
  baseUrl: string,
  count: number,
  firstAddress: number,
): Promise<Shopper[]> {
  const shoppers = Array.from(
    { length: count },
    (_, i) => new Shopper(baseUrl, `127.0.0.${firstAddress + i}`),
  );
  for (const [i, shopper] of shoppers.entries()) {
    const name = `load${Date.now().toString(36)}${firstAddress + i}`;
    const answer = await shopper.call('POST', '/api/users/signup', {
      username: name,
      email: `${name}@example.com`,
      password: 'Secret1!x',
    });
    if (answer.status !== 201) throw new Error(`sign-up answered ${answer.status}: ${answer.body}`);
  }
  return shoppers;
}

/** Runs every shopper's loop until `stop()`, which resolves with the figures. */
export function startLoad(shoppers: Shopper[]): { stop(): Promise<LoadFigures> } {
  const figures: LoadFigures = {
    answered: { get: 0, write: 0, order: 0 },
    failed: { get: 0, write: 0, order: 0 },
    acknowledged: new Map(shoppers.map((s) => [s, new Set<number>()])),
    orderRetries: 0,
  };
  const count = (kind: Kind, answer: Answer | null) => {
    if (!answer || answer.status >= 500) figures.failed[kind] += 1;
    else figures.answered[kind] += 1;
    return answer;
  };
  const call = (kind: Kind, shopper: Shopper, method: string, path: string, body?: unknown) =>
    shopper.call(method, path, body).then(
      (answer) => count(kind, answer),
      () => count(kind, null),
    );
  const placeOrder = async (shopper: Shopper, cartVersion: string) => {
    const key = randomUUID();
    const body = {
      cartVersion,
      address: ADDRESS,
      deliveryMethod: 'standard',
      paymentMethod: 'pay-on-delivery',
    };
    for (let attempt = 0; attempt < 6; attempt++) {
      if (attempt > 0) figures.orderRetries += 1;
      const answer = await shopper
        .call('POST', '/api/orders', body, { 'idempotency-key': key })
        .catch(() => null);
      if (answer && answer.status < 500) {
        figures.answered.order += 1;
        if (answer.status === 200 || answer.status === 201) {
          figures.acknowledged.get(shopper)!.add((JSON.parse(answer.body) as { id: number }).id);
        }
        return;
      }
      await sleep(300);
    }
    figures.failed.order += 1;
  };

  let running = true;
  const loops = shoppers.map(async (shopper, i) => {
    for (let n = 0; running; n++) {
      const product = 1 + ((i * 13 + n) % 100);
      await call('get', shopper, 'GET', '/men/products');
      await call('get', shopper, 'GET', '/api/products/clothingType/tops?gender=men');
      await call('get', shopper, 'GET', `/api/products/${product}`);
      await call('write', shopper, 'POST', `/api/cart/${product}`, { quantity: 1, size: 'medium' });
      const summary = await call('get', shopper, 'GET', '/api/orders/summary');
      if (summary?.status === 200 && n % 2 === 0) {
        await placeOrder(shopper, (JSON.parse(summary.body) as { cartVersion: string }).cartVersion);
      }
    }
  });
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
      return figures;
    },
  };
}

/** Every acknowledged order stored once, nothing stored that was not acknowledged. */
export async function checkOrders(figures: LoadFigures) {
  let stored = 0;
  let missing = 0;
  let unacknowledged = 0;
  let sessionsLost = 0;
  for (const [shopper, ids] of figures.acknowledged) {
    // The history comes a page at a time (docs/api.md#order-history): every page is read.
    const listed: number[] = [];
    let cursor: string | null = null;
    let lost = false;
    do {
      const list = await shopper.call(
        'GET',
        `/api/orders?limit=20${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      if (list.status !== 200) {
        lost = true;
        break;
      }
      const page = JSON.parse(list.body) as { orders: { id: number }[]; nextCursor: string | null };
      listed.push(...page.orders.map((o) => o.id));
      cursor = page.nextCursor;
    } while (cursor);
    if (lost) {
      sessionsLost += 1;
      continue;
    }
    stored += listed.length;
    missing += [...ids].filter((id) => !listed.includes(id)).length;
    unacknowledged += listed.filter((id) => !ids.has(id)).length;
  }
  const acknowledged = [...figures.acknowledged.values()].reduce((sum, ids) => sum + ids.size, 0);
  return { acknowledged, stored, missing, unacknowledged, sessionsLost };
}
