// An in-memory cart API behind the shared client's adapter, so tests exercise the
// real client (its 401 handling included) and the slice's real calls.
import { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { api, type CartStock, type Colour, type Gender, type Size, type Style } from '@storefront/shared';

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
  const failures: { method: string; status: number }[] = [];

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
      const [{ status }] = failures.splice(failure, 1);
      return reply(config, status, status === 401 ? 'Unauthorized' : 'Server error');
    }
    if (method === 'GET' && url === '/api/cart/') return reply(config, 200, { stocks });
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
    failNext(method: string, status: number) {
      failures.push({ method, status });
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
