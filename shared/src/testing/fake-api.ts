// The one fake API for every slice's tests: the API_PATHS surface over in-memory state, behind the
// shared client's axios adapter, so components and their calls run unchanged (the client's 401
// handling included). Requests are checked against the contract's schemas (a misfit is the API's
// 400), and every answer too: an answer the contract rejects, or a call to a path the API does not
// have, rejects the call and fails the test at `restore()`, even when the code swallowed the error.
import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { api } from '../api-client/api-client';
import { ErrorSchema } from '../contracts/schemas';
import { CART_OWNER_HEADER } from '../contracts/checkout';
import type { CartStock, Product, Size } from '../contracts';
import { cartStockOf } from './fixtures';
import { contractErrors, coerced } from './contract-check';
import { catalogRoutes } from './fake-routes-catalog';
import { orderRoutes } from './fake-routes-orders';
import { returnRoutes } from './fake-routes-returns';
import { shopperRoutes } from './fake-routes-shopper';
import { settingsRoutes } from './fake-routes-settings';
import { userRoutes } from './fake-routes-users';
import {
  createState,
  findProduct,
  refuse,
  structuredCopy,
  type FakeAnswer,
  type FakeApiOptions,
  type FakeHandler,
  type FakeRequest,
  type FakeRoute,
  type HttpMethod,
} from './fake-state';

export const FAKE_ROUTES: readonly FakeRoute[] = [
  ...catalogRoutes,
  ...shopperRoutes,
  ...userRoutes,
  ...settingsRoutes,
  ...orderRoutes,
  ...returnRoutes,
];

export interface FakeCall {
  method: string;
  /** The path, without the query string. */
  url: string;
  /** The query: axios `params` and any query string of the url. */
  params: Record<string, unknown> | undefined;
  body: unknown;
  headers: Record<string, string>;
}

/** What a call is matched on: the method, and the path exactly or by a pattern. */
type PathMatch = string | RegExp | undefined;

interface Failure {
  method: string;
  path: PathMatch;
  /** `'network'`: no answer at all (an offline browser, a dropped connection). */
  status: number | 'network';
  data?: unknown;
}

export class FakeApiContractError extends Error {
  override name = 'FakeApiContractError';
}

const pathMatches = (wanted: PathMatch, path: string) =>
  wanted === undefined || (typeof wanted === 'string' ? wanted === path : wanted.test(path));

function compile(pattern: string) {
  const names: string[] = [];
  const source = pattern.replace(/:(\w+)/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const regex = new RegExp(`^${source}$`);
  return (path: string): Record<string, string> | null => {
    const m = regex.exec(path);
    return m ? Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(m[i + 1])])) : null;
  };
}

const compiled = FAKE_ROUTES.map((route) => ({ route, match: compile(route.path) }));

/** The route for a call: a static path wins over a parametric one, as in the API's router. */
export function findRoute(
  method: string,
  path: string,
): { route: FakeRoute; params: Record<string, string> } | null {
  let best: { route: FakeRoute; params: Record<string, string> } | null = null;
  for (const { route, match } of compiled) {
    if (route.method !== method) continue;
    const params = match(path);
    if (params && (!best || Object.keys(params).length < Object.keys(best.params).length))
      best = { route, params };
  }
  return best;
}

let realAdapter: InternalAxiosRequestConfig['adapter'] | null = null;
let active: { restore(options?: { quiet?: boolean }): void } | null = null;

function headersOf(config: InternalAxiosRequestConfig): Record<string, string> {
  const raw = config.headers instanceof AxiosHeaders ? config.headers.toJSON() : (config.headers ?? {});
  return Object.fromEntries(Object.entries(raw).map(([k, v]) => [k.toLowerCase(), String(v)]));
}

function splitUrl(config: InternalAxiosRequestConfig) {
  const base = config.baseURL ?? '';
  let url = config.url ?? '';
  if (/^https?:\/\//.test(url) && base && url.startsWith(base)) url = url.slice(base.length);
  url = url.replace(/^https?:\/\/[^/]+/, '');
  const [path, search = ''] = url.split('?');
  const query: Record<string, unknown> = Object.fromEntries(new URLSearchParams(search));
  for (const [k, v] of Object.entries((config.params ?? {}) as Record<string, unknown>)) {
    if (v !== undefined && v !== null) query[k] = v;
  }
  return { path: path.startsWith('/') ? path : `/${path}`, query };
}

export function createFakeApi(options: FakeApiOptions = {}) {
  active?.restore({ quiet: true });
  const state = createState(options);
  const calls: FakeCall[] = [];
  const failures: Failure[] = [];
  const overrides: { method: string; path: string; handle: FakeHandler }[] = [];
  const holds: { method: string; path: PathMatch; gate: Promise<void> }[] = [];
  const violations: string[] = [];

  const violation = (message: string): never => {
    violations.push(message);
    throw new FakeApiContractError(`fake API: ${message}`);
  };

  const respond = (config: InternalAxiosRequestConfig, { status, data }: FakeAnswer): AxiosResponse => {
    const response: AxiosResponse = {
      status,
      statusText: String(status),
      data: data === undefined ? '' : structuredCopy(data),
      headers: {},
      config,
      request: {},
    };
    const accepted = config.validateStatus ? config.validateStatus(status) : status >= 200 && status < 300;
    if (accepted) return response;
    const code = status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
    throw new AxiosError(`Request failed with status code ${status}`, code, config, {}, response);
  };

  /** The answer must be one the contract declares for the route, with a body that fits. */
  const checked = (route: FakeRoute, what: string, answer: FakeAnswer): FakeAnswer => {
    if (answer.status >= 500) return answer; // server errors are outside the contract
    if (!(answer.status in route.responses)) {
      violation(`${what} answered ${answer.status}, which the contract does not declare`);
    }
    const schema = route.responses[answer.status];
    if (schema === null) {
      if (answer.data !== undefined) violation(`${what} ${answer.status} must have no body`);
      return answer;
    }
    const problems = contractErrors(schema, answer.data);
    if (problems.length > 0) {
      violation(`${what} ${answer.status} does not fit the contract: ${problems.join('; ')}`);
    }
    return answer;
  };

  const handle = (
    config: InternalAxiosRequestConfig,
    method: HttpMethod,
    path: string,
    query: Record<string, unknown>,
    body: unknown,
  ): FakeAnswer => {
    const what = `${method} ${path}`;
    const found = findRoute(method, path);
    if (!found) return violation(`${what} is not a route of the API`);
    const { route } = found;
    const failure = failures.findIndex((f) => f.method === method && pathMatches(f.path, path));
    if (failure >= 0) {
      const [{ status, data }] = failures.splice(failure, 1);
      if (status === 'network') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
      const fallback =
        route.responses[status] === ErrorSchema || status >= 500
          ? { message: `Failed with ${status}` }
          : undefined;
      return checked(route, what, { status, data: data ?? fallback });
    }
    if (route.auth === 'required' && !state.session)
      return checked(route, what, refuse(401, 'Please sign in'));
    // A signed-in browser's cart call whose session ended (docs/cart.md#guest-bag).
    if (path.startsWith('/api/cart/') && headersOf(config)[CART_OWNER_HEADER] === 'account' && !state.session)
      return checked(route, what, refuse(401, 'Please sign in'));
    const request: FakeRequest = { method, path, params: {}, query, body, headers: headersOf(config) };
    const parts: [string, 'params' | 'query' | 'body', unknown][] = [
      ['params', 'params', found.params],
      ['querystring', 'query', query],
      ['body', 'body', body],
    ];
    for (const [label, key, value] of parts) {
      const schema = route[key];
      if (!schema) continue;
      const converted = key === 'body' ? value : coerced(schema, value);
      const problems = contractErrors(schema, converted);
      if (problems.length > 0)
        return checked(route, what, refuse(400, route.invalid ?? `${label}${problems[0]}`));
      request[key] = converted as never;
    }
    const override = overrides.find((o) => o.method === method && o.path === route.path);
    return checked(route, what, (override?.handle ?? route.handle)(request, state));
  };

  const adapter: AxiosAdapter = async (config) => {
    const method = (config.method ?? 'get').toUpperCase() as HttpMethod;
    const { path, query } = splitUrl(config);
    const body =
      typeof config.data === 'string' && config.data !== ''
        ? (JSON.parse(config.data) as unknown)
        : config.data;
    calls.push({
      method,
      url: path,
      params: Object.keys(query).length > 0 ? query : undefined,
      body,
      headers: headersOf(config),
    });
    const hold = holds.findIndex((h) => h.method === method && pathMatches(h.path, path));
    if (hold >= 0) await holds.splice(hold, 1)[0].gate;
    await Promise.resolve();
    return respond(config, handle(config, method, path, query, body));
  };

  realAdapter ??= api.defaults.adapter ?? null;
  api.defaults.adapter = adapter;

  const fake = {
    /** The in-memory store: read it, or change it between steps (another tab, another device). */
    state,
    calls,
    callsTo(method: string, path?: PathMatch) {
      return calls.filter((c) => c.method === method && pathMatches(path, c.url));
    },
    /** The next call of this method (and path) answers `status` (with `data`, or the contract's error). */
    failNext(method: string, status: number | 'network', data?: unknown, path?: PathMatch) {
      failures.push({ method, path, status, data });
    },
    /** Replaces one route's behaviour (its `path` as the API declares it); answers are still checked. */
    answer(method: HttpMethod, path: string, handle: FakeHandler) {
      if (!FAKE_ROUTES.some((r) => r.method === method && r.path === path)) {
        throw new FakeApiContractError(`fake API: ${method} ${path} is not a route of the API`);
      }
      overrides.unshift({ method, path, handle });
    },
    /** Holds the next matching call until `release()` (to see a loading state). */
    hold(method: string, path?: PathMatch) {
      let release!: () => void;
      holds.push({ method, path, gate: new Promise<void>((resolve) => (release = resolve)) });
      return { release: () => release() };
    },
    signIn(userName?: string) {
      state.session = state.accounts.find((a) => userName === undefined || a.userName === userName) ?? null;
    },
    signOut() {
      state.session = null;
    },
    /** A cart line of a product of the catalog, priced as the API prices it. */
    line(productId: number, size: Size, quantity: number, stockId?: number): CartStock {
      const product: Product | undefined = findProduct(state, productId);
      if (!product) throw new Error(`fake API: no product ${productId} in the catalog`);
      return cartStockOf(product, size, quantity, stockId);
    },
    get cart() {
      return state.cart;
    },
    set cart(next: CartStock[]) {
      state.cart = structuredCopy(next);
    },
    get orders() {
      return state.orders;
    },
    violations,
    /** Puts the real adapter back; throws if any answer broke the contract (unless `quiet`). */
    restore({ quiet = false } = {}) {
      if (active === fake) {
        api.defaults.adapter = realAdapter ?? undefined;
        active = null;
      }
      if (!quiet && violations.length > 0) {
        throw new FakeApiContractError(`fake API contract violations:\n${violations.join('\n')}`);
      }
    },
  };
  active = fake;
  return fake;
}

export type FakeApi = ReturnType<typeof createFakeApi>;
