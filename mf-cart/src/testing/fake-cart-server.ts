// An in-memory cart API behind the shared client's adapter, so tests exercise the
// real client (its 401 handling included) and the slice's real calls.
import { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import {
  api,
  cartTotals,
  cartVersion,
  checkoutTotals,
  deliveryFeeCents,
  orderNumber,
  toCents,
  type CartStock,
  type CheckoutSummary,
  type Colour,
  type Gender,
  type Order,
  type PlaceOrderBody,
  type Size,
  type Style,
} from '@storefront/shared';

export interface FakeProduct {
  name: string;
  price: number;
  salePrice: number | null;
  gender: Gender;
  color: Colour;
  style: Style;
}

export const PRODUCTS: Record<number, FakeProduct> = {
  1: { name: 'Power Tee', price: 25, salePrice: null, gender: 'men', color: 'black', style: 't-shirts' },
  2: { name: 'Flex Hoodie', price: 49.99, salePrice: 34.99, gender: 'men', color: 'blue', style: 'hoodies' },
  15: {
    name: 'Studio Leggings',
    price: 10.01,
    salePrice: 6.67,
    gender: 'women',
    color: 'pink',
    style: 'leggings',
  },
};

interface Call {
  method: string;
  url: string;
  params?: unknown;
  body?: unknown;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

export function stockOf(
  productId: number,
  size: Size,
  quantity: number,
  stockId = productId * 10,
): CartStock {
  const p = PRODUCTS[productId];
  return {
    productId,
    cart_stocks: {
      price: round2(p.price * quantity),
      salePrice: p.salePrice === null ? null : round2(p.salePrice * quantity),
      quantity,
      size,
      stockId,
      productName: p.name,
      gender: p.gender,
      new: false,
      color: p.color,
      style: p.style,
    },
  };
}

export function createFakeCartServer(initial: CartStock[] = []) {
  let stocks = [...initial];
  const calls: Call[] = [];
  /** Status codes the next matching calls answer with instead of succeeding. */
  const failures: { method: string; status: number; data?: unknown }[] = [];
  const orders: Order[] = [];
  const summary = (): CheckoutSummary => {
    const totals = cartTotals(stocks);
    const fee = (m: 'standard' | 'express') =>
      stocks.length === 0 ? 0 : deliveryFeeCents(m, totals.totalCents);
    return {
      cart: { stocks },
      ...totals,
      delivery: { standard: fee('standard'), express: fee('express') },
      cartVersion: cartVersion(stocks),
    };
  };

  const reply = (config: InternalAxiosRequestConfig, status: number, data: unknown): AxiosResponse => {
    const response = { status, statusText: String(status), data, headers: {}, config, request: {} };
    if (status >= 400) {
      throw new AxiosError(
        `Request failed with status code ${status}`,
        'ERR_BAD_REQUEST',
        config,
        {},
        response,
      );
    }
    return response;
  };

  const adapter: AxiosAdapter = async (config) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    const body = typeof config.data === 'string' ? (JSON.parse(config.data) as unknown) : config.data;
    calls.push({ method, url, params: config.params, body });
    const failure = failures.findIndex((f) => f.method === method);
    if (failure >= 0) {
      const [{ status, data }] = failures.splice(failure, 1);
      return reply(config, status, data ?? (status === 401 ? 'Unauthorized' : 'Server error'));
    }
    if (method === 'GET' && url === '/api/cart/') return reply(config, 200, { stocks });
    if (method === 'GET' && url === '/api/orders/summary') return reply(config, 200, summary());
    if (method === 'GET' && url === '/api/orders/')
      return reply(config, 200, { orders: [...orders].reverse() });
    const orderPath = /^\/api\/orders\/(\d+)$/.exec(url);
    if (method === 'GET' && orderPath) {
      const found = orders.find((o) => o.id === Number(orderPath[1]));
      return found ? reply(config, 200, found) : reply(config, 404, { message: 'No order' });
    }
    if (method === 'POST' && url === '/api/orders/') {
      const order = body as PlaceOrderBody;
      const key = (config.headers as Record<string, unknown>)['Idempotency-Key'];
      const again = orders.find((o) => (o as Order & { key?: unknown }).key === key);
      if (again) return reply(config, 200, again);
      if (order.cartVersion !== cartVersion(stocks)) {
        return reply(config, 409, {
          message: 'Your cart changed',
          reason: 'cart-changed',
          summary: summary(),
        });
      }
      const totals = checkoutTotals(stocks, order.deliveryMethod);
      const id = orders.length + 1;
      const placed: Order = {
        id,
        number: orderNumber(id),
        createdAt: new Date(Date.UTC(2026, 0, id)).toISOString(),
        status: 'PLACED',
        itemCount: stocks.reduce((n, s) => n + s.cart_stocks.quantity, 0),
        grandTotalCents: totals.grandTotalCents,
        lines: stocks.map(({ productId, cart_stocks: l }) => ({
          productId,
          productName: l.productName,
          size: l.size,
          quantity: l.quantity,
          unitPriceCents: toCents(l.price) / l.quantity,
          unitSalePriceCents: l.salePrice === null ? null : toCents(l.salePrice) / l.quantity,
          lineTotalCents: toCents(l.salePrice ?? l.price),
        })),
        subtotalCents: totals.subtotalCents,
        discountCents: totals.discountCents,
        totalCents: totals.totalCents,
        deliveryFeeCents: totals.deliveryFeeCents,
        deliveryMethod: order.deliveryMethod,
        paymentMethod: order.paymentMethod,
        address: order.address,
      };
      orders.push(Object.assign({}, placed, { key }));
      stocks = [];
      return reply(config, 201, placed);
    }
    if (method === 'POST' && url === '/api/cart/update/quantity') {
      const { productId, quantity, size } = body as { productId: number; quantity: number; size: Size };
      stocks = stocks.map((s) =>
        s.productId === productId && s.cart_stocks.size === size
          ? stockOf(productId, size, quantity, s.cart_stocks.stockId)
          : s,
      );
      return reply(config, 200, { productId, quantity, size });
    }
    const line = /^\/api\/cart\/(\d+)$/.exec(url);
    if (method === 'POST' && line) {
      const productId = Number(line[1]);
      const { size } = body as { size: Size };
      const existing = stocks.find((s) => s.productId === productId && s.cart_stocks.size === size);
      stocks = existing
        ? stocks.map((s) =>
            s === existing ? stockOf(productId, size, s.cart_stocks.quantity + 1, s.cart_stocks.stockId) : s,
          )
        : [...stocks, stockOf(productId, size, 1, 1000 + stocks.length)];
      return reply(config, 201, 'Created');
    }
    if (method === 'DELETE' && line) {
      const productId = Number(line[1]);
      const { size } = config.params as { size: Size };
      stocks = stocks.filter((s) => !(s.productId === productId && s.cart_stocks.size === size));
      return reply(config, 200, 'OK');
    }
    return reply(config, 404, 'Not found');
  };

  const original = api.defaults.adapter;
  api.defaults.adapter = adapter;

  return {
    calls,
    get stocks() {
      return stocks;
    },
    replaceStocks(next: CartStock[]) {
      stocks = [...next];
    },
    failNext(method: string, status: number, data?: unknown) {
      failures.push({ method, status, data });
    },
    get orders() {
      return orders;
    },
    callsTo(method: string, url?: string) {
      return calls.filter((c) => c.method === method && (url === undefined || c.url === url));
    },
    restore() {
      api.defaults.adapter = original;
    },
  };
}

export type FakeCartServer = ReturnType<typeof createFakeCartServer>;
