// /api/cart and /api/wishlist: the shopper's own lines (the cart signed out: the guest bag's),
// answered as the API answers them
// (every change answers the whole cart or wishlist; 404 for an unknown product or line; 409 when a
// size has not enough left).
import { Type } from '@sinclair/typebox';
import {
  AddToCartBodySchema,
  AddToWishlistBodySchema,
  CartSchema,
  ErrorSchema,
  ProductIdParamsSchema,
  RemoveFromCartQuerySchema,
  UpdateQuantityBodySchema,
  WishlistClothingTypeParamsSchema,
  WishlistClothingTypeQuerySchema,
  WishlistQuerySchema,
  WishlistSchema,
} from '../contracts/schemas';
import { MAX_QUANTITY } from '../contracts/vocabulary';
import type { PriceFilter, Size } from '../contracts';
import { cartStockOf } from './fixtures';
import { inPriceOrder, ofType } from './fake-routes-catalog';
import {
  available,
  findProduct,
  linesOf,
  ok,
  setLinesOf,
  refuse,
  type FakeAnswer,
  type FakeRoute,
  type FakeState,
} from './fake-state';

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema };

const sameLine = (productId: number, size: Size) => (s: FakeState['cart'][number]) =>
  s.productId === productId && s.cart_stocks.size === size;

/** Null when `wanted` units of the size are there, else the API's refusal. */
function stockRefusal(state: FakeState, productId: number, size: Size, wanted: number): FakeAnswer | null {
  if (!findProduct(state, productId)) return refuse(404, `No product with id ${productId}`);
  const left = available(state, productId, size);
  if (left < 1) return refuse(409, 'This size is out of stock');
  if (left < wanted)
    return refuse(409, `Only ${left} left in this size: you cannot have ${wanted} in your cart`);
  return null;
}

function setLine(state: FakeState, productId: number, size: Size, quantity: number) {
  const product = findProduct(state, productId)!;
  const lines = linesOf(state);
  const existing = lines.find(sameLine(productId, size));
  const stockId = existing?.cart_stocks.stockId ?? productId * 10 + lines.length;
  const line = cartStockOf(product, size, quantity, stockId);
  setLinesOf(state, existing ? lines.map((s) => (s === existing ? line : s)) : [...lines, line]);
}

const cart = (state: FakeState, status = 200) => ok({ stocks: linesOf(state) }, status);

const wishlistOf = (
  state: FakeState,
  keep: (p: FakeState['products'][number]) => boolean,
  price?: unknown,
) => {
  const newestFirst = [...state.wishlist].reverse();
  const products = newestFirst.flatMap((id) => findProduct(state, id) ?? []).filter(keep);
  return { products: price ? inPriceOrder(products, price as PriceFilter) : products };
};

export const shopperRoutes: FakeRoute[] = [
  {
    method: 'GET',
    path: '/api/cart/',
    responses: { 200: CartSchema, ...errors },
    handle: (_, state) => cart(state),
  },
  {
    method: 'POST',
    path: '/api/cart/update/quantity',
    body: UpdateQuantityBodySchema,
    responses: { 200: CartSchema, ...errors },
    handle: ({ body }, state) => {
      const { productId, quantity, size } = body as { productId: number; quantity: number; size: Size };
      const refusal = stockRefusal(state, productId, size, quantity);
      if (refusal) return refusal;
      if (!linesOf(state).some(sameLine(productId, size))) {
        return refuse(404, 'This product and size are not in your cart');
      }
      setLine(state, productId, size, quantity);
      return cart(state);
    },
  },
  {
    method: 'POST',
    path: '/api/cart/:productId',
    params: ProductIdParamsSchema,
    body: AddToCartBodySchema,
    responses: { 201: CartSchema, ...errors },
    handle: ({ params, body }, state) => {
      const productId = params.productId as number;
      const { quantity, size } = body as { quantity: number; size: Size };
      const had = linesOf(state).find(sameLine(productId, size))?.cart_stocks.quantity ?? 0;
      const wanted = Math.min(had + quantity, MAX_QUANTITY);
      const refusal = stockRefusal(state, productId, size, wanted);
      if (refusal) return refusal;
      setLine(state, productId, size, wanted);
      return cart(state, 201);
    },
  },
  {
    method: 'DELETE',
    path: '/api/cart/:productId',
    params: ProductIdParamsSchema,
    query: RemoveFromCartQuerySchema,
    responses: { 200: CartSchema, ...errors },
    handle: ({ params, query }, state) => {
      const match = sameLine(params.productId as number, query.size as Size);
      if (!linesOf(state).some(match)) return refuse(404, 'This product and size are not in your cart');
      setLinesOf(
        state,
        linesOf(state).filter((s) => !match(s)),
      );
      return cart(state);
    },
  },
  {
    method: 'GET',
    path: '/api/wishlist/',
    auth: 'required',
    query: WishlistQuerySchema,
    responses: { 200: WishlistSchema, ...errors },
    handle: ({ query }, state) =>
      ok(
        wishlistOf(
          state,
          (p) =>
            (query.gender === undefined || p.gender === query.gender) && ofType(p, query.category as string),
          query.priceFilter,
        ),
      ),
  },
  {
    method: 'GET',
    path: '/api/wishlist/clothingType/:type',
    auth: 'required',
    params: WishlistClothingTypeParamsSchema,
    query: WishlistClothingTypeQuerySchema,
    responses: { 200: WishlistSchema, ...errors },
    handle: ({ params, query }, state) => {
      const type = params.type === 'all' ? undefined : (params.type as string);
      return ok(
        wishlistOf(
          state,
          (p) => (query.gender === undefined || p.gender === query.gender) && ofType(p, type),
          query.priceFilter,
        ),
      );
    },
  },
  {
    method: 'GET',
    path: '/api/wishlist/:productId',
    auth: 'required',
    params: ProductIdParamsSchema,
    responses: { 200: Type.Boolean(), ...errors },
    handle: ({ params }, state) => ok(state.wishlist.includes(params.productId as number)),
  },
  {
    method: 'POST',
    path: '/api/wishlist/',
    auth: 'required',
    body: AddToWishlistBodySchema,
    responses: { 201: WishlistSchema, ...errors },
    handle: ({ body }, state) => {
      const { productId } = body as { productId: number };
      if (!findProduct(state, productId)) return refuse(404, `No product with id ${productId}`);
      if (!state.wishlist.includes(productId)) state.wishlist = [...state.wishlist, productId];
      return ok(
        wishlistOf(state, () => true),
        201,
      );
    },
  },
  {
    method: 'DELETE',
    path: '/api/wishlist/:productId',
    auth: 'required',
    params: ProductIdParamsSchema,
    responses: { 200: WishlistSchema, ...errors },
    handle: ({ params }, state) => {
      const productId = params.productId as number;
      if (!state.wishlist.includes(productId)) return refuse(404, 'This product is not in your wishlist');
      state.wishlist = state.wishlist.filter((id) => id !== productId);
      return ok(wishlistOf(state, () => true));
    },
  },
];
