// The fake API's in-memory store and the shape of its routes.
import type { TSchema } from '@sinclair/typebox';
import type { CartStock, Order, Product, Return, SavedAddress, Size } from '../contracts';
import { SIZES } from '../contracts/vocabulary';
import { SAMPLE_PRODUCTS } from './fixtures';

export type HttpMethod = 'GET' | 'POST' | 'DELETE';

export interface FakeAccount {
  id: number;
  userName: string;
  email: string;
  password: string;
  emailVerified: boolean;
}

export interface FakeState {
  products: Product[];
  /** Units left per product and size; a size not listed has `defaultStock` left. */
  stock: Record<number, Partial<Record<Size, number>>>;
  accounts: FakeAccount[];
  /** The account whose session cookie the browser holds, or null. */
  session: FakeAccount | null;
  cart: CartStock[];
  /** The browser's guest bag (docs/cart.md#guest-bag): the cart calls' lines while signed out. */
  guestCart: CartStock[];
  /** Wishlisted product ids, oldest first. */
  wishlist: number[];
  /** `accessKey`: a guest's order (the mailed link's key); null for an account's. */
  orders: (Order & { idempotencyKey: string; accessKey: string | null })[];
  /** The signed-in account's address book. */
  addresses: SavedAddress[];
  /** The account's returns (POST /api/returns), oldest first. */
  returns: Return[];
  /** Whether the server offers Google sign-in (GET /api/users/auth/providers). */
  googleSignIn: boolean;
  /** Tokens the reset and verification links carry; a used one is removed. */
  tokens: { resetPassword: string[]; verifyEmail: string[] };
}

export interface FakeRequest {
  method: HttpMethod;
  path: string;
  /** Path parameters, converted to the route's schema (`productId` is a number). */
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
  headers: Record<string, string>;
}

export interface FakeAnswer {
  status: number;
  /** Omitted for a 204. */
  data?: unknown;
}

export type FakeHandler = (request: FakeRequest, state: FakeState) => FakeAnswer;

export interface FakeRoute {
  method: HttpMethod;
  /** As the API declares it, `:name` for a parameter. */
  path: string;
  /** `required`: 401 without a session (the API's signInRequired). */
  auth?: 'required';
  params?: TSchema;
  query?: TSchema;
  body?: TSchema;
  /** The 400 message when the request does not fit (otherwise the first schema complaint). */
  invalid?: string;
  /** Every status the API declares for the route, with its body's schema (null: no body). */
  responses: Record<number, TSchema | null>;
  handle: FakeHandler;
}

export const DEFAULT_STOCK = 10;

export const DEFAULT_ACCOUNT: FakeAccount = {
  id: 1,
  userName: 'gymrat',
  email: 'gym@rat.io',
  password: 'Secret123!',
  emailVerified: true,
};

export const ok = (data?: unknown, status = 200): FakeAnswer => ({ status, data });
export const refuse = (status: number, message: string): FakeAnswer => ({ status, data: { message } });

/** The lines the cart calls are about: the account's cart when signed in, else the guest bag. */
export const linesOf = (state: FakeState): CartStock[] => (state.session ? state.cart : state.guestCart);

export function setLinesOf(state: FakeState, lines: CartStock[]): void {
  if (state.session) state.cart = lines;
  else state.guestCart = lines;
}

/** Signing in: the guest bag joins the account's cart (quantities added, capped at 10), then is gone. */
export function mergeGuestCart(state: FakeState): void {
  for (const line of state.guestCart) {
    const same = state.cart.find(
      (s) => s.productId === line.productId && s.cart_stocks.size === line.cart_stocks.size,
    );
    if (!same) {
      state.cart = [...state.cart, line];
      continue;
    }
    const quantity = Math.min(same.cart_stocks.quantity + line.cart_stocks.quantity, 10);
    const unit = (total: number, n: number) => total / n;
    const merged = {
      ...same,
      cart_stocks: {
        ...same.cart_stocks,
        quantity,
        price: unit(same.cart_stocks.price, same.cart_stocks.quantity) * quantity,
        salePrice:
          same.cart_stocks.salePrice === null
            ? null
            : unit(same.cart_stocks.salePrice, same.cart_stocks.quantity) * quantity,
      },
    };
    state.cart = state.cart.map((s) => (s === same ? merged : s));
  }
  state.guestCart = [];
}

export const available = (state: FakeState, productId: number, size: Size): number =>
  state.stock[productId]?.[size] ?? DEFAULT_STOCK;

export const findProduct = (state: FakeState, productId: number): Product | undefined =>
  state.products.find((p) => p.productId === productId);

export const allSizes = SIZES;

export interface FakeApiOptions {
  /** The catalog (SAMPLE_PRODUCTS by default). */
  products?: readonly Product[];
  stock?: FakeState['stock'];
  /** Accounts that can log in (DEFAULT_ACCOUNT by default). */
  accounts?: FakeAccount[];
  /** Whether the browser holds the first account's session (true by default). */
  signedIn?: boolean;
  cart?: CartStock[];
  /** The guest bag's lines, read and changed while signed out. */
  guestCart?: CartStock[];
  addresses?: SavedAddress[];
  /** Whether the server offers Google sign-in; true unless said otherwise. */
  googleSignIn?: boolean;
  wishlist?: number[];
}

export function createState(options: FakeApiOptions): FakeState {
  const accounts = (options.accounts ?? [DEFAULT_ACCOUNT]).map((a) => ({ ...a }));
  return {
    products: [...(options.products ?? SAMPLE_PRODUCTS)],
    stock: structuredCopy(options.stock ?? {}),
    accounts,
    session: options.signedIn === false ? null : (accounts[0] ?? null),
    cart: structuredCopy(options.cart ?? []),
    guestCart: structuredCopy(options.guestCart ?? []),
    wishlist: [...(options.wishlist ?? [])],
    orders: [],
    addresses: structuredCopy(options.addresses ?? []),
    returns: [],
    googleSignIn: options.googleSignIn ?? true,
    tokens: { resetPassword: [], verifyEmail: [] },
  };
}

/** What crosses the wire is JSON: a copy, so neither side can change the other's objects. */
export const structuredCopy = <T>(value: T): T =>
  value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
