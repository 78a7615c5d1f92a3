// The cart as this slice sees it. One module instance serves the three exposes
// (they share the federation container), so the mini-cart, the drawer and the
// page always agree. Figures are kept as the server's dollars per line; totals
// are derived in whole cents (shared money helpers), so a quantity change moves
// subtotal, discount and total by exactly the line's difference.
import { useMemo } from 'react';
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import {
  CART_COUNT_KEY,
  authStore,
  MAX_QUANTITY,
  MIN_QUANTITY,
  checkoutTotals,
  events,
  fromCents,
  messageOf,
  navigate,
  statusOf,
  unitCents,
  type CartStock,
  type Size,
} from '@storefront/shared';
import { addToCart, fetchCart, removeFromCart, updateQuantity } from '../api/cart-api';
import { usePromo } from './promo-store';

type CartStatus = 'idle' | 'loading' | 'ready' | 'error';

interface CartState {
  status: CartStatus;
  stocks: CartStock[];
  /** Keys of lines whose removal is animating. */
  removing: string[];
  /** The last failure the shopper should read about (quantity or removal). */
  notice: string | null;
  drawerOpen: boolean;
  /** How many drawers are mounted: without one, "open the drawer" means the cart page. */
  drawerHosts: number;
}

const initialState: CartState = {
  status: 'idle',
  stocks: [],
  removing: [],
  notice: null,
  drawerOpen: false,
  drawerHosts: 0,
};

export const cartStore = createStore<CartState>(() => ({ ...initialState }));

export const QUANTITY_FAILED = "We couldn't change the quantity, so the previous quantity is back.";
const REMOVE_FAILED = "We couldn't remove this item. Please try again.";
const PLEASE_SIGN_IN = 'please sign in';
const ADD_REFUSED = 'This size cannot be added: not enough is left in stock.';

export const lineKey = (stock: Pick<CartStock, 'productId'> & { cart_stocks: { size: Size } }): string =>
  `${stock.productId}-${stock.cart_stocks.size}`;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

let loadSeq = 0;
/** Quantity changes in flight: a load answered meanwhile may predate them. */
let pendingChanges = 0;

/**
 * The count of stock entries is this slice's: stored as localCart (docs/cart.md#mini-cart; other tabs
 * read it) and published as the last-value topic `cart:changed`, which the header's bubble shows.
 */
export function publishCount(count: number): void {
  try {
    globalThis.localStorage?.setItem(CART_COUNT_KEY, String(count));
  } catch {
    // Storage can be full or blocked; the topic still carries the count.
  }
  events.emit('cart:changed', { count });
}

/** The cart as the API answered it (a fetch or a change): newer than any load still in flight. */
function applyCart(stocks: CartStock[]): void {
  loadSeq += 1;
  const keys = new Set(stocks.map(lineKey));
  cartStore.setState((s) => ({
    status: 'ready',
    stocks,
    removing: s.removing.filter((key) => keys.has(key)),
  }));
  publishCount(stocks.length);
}

/** GET /api/cart/. On 200 the number of stock entries becomes localCart (docs/cart.md#cart-rules). */
export async function loadCart(): Promise<void> {
  const seq = ++loadSeq;
  cartStore.setState((s) => ({ status: s.status === 'ready' ? 'ready' : 'loading' }));
  try {
    const { stocks } = await fetchCart();
    if (seq !== loadSeq || pendingChanges > 0) return;
    applyCart(stocks);
  } catch (error) {
    // docs/api.md#other-errors: cart-fetch failures are only logged (a 401 is the shared client's).
    console.error('[mf-cart] the cart could not be loaded', error);
    if (seq === loadSeq) cartStore.setState((s) => ({ status: s.status === 'ready' ? 'ready' : 'error' }));
  }
}

/** An order was placed from the cart: it is empty now, and the header's count says so at once. */
export function cartEmptied(): void {
  loadSeq += 1;
  cartStore.setState({ status: 'ready', stocks: [], removing: [], notice: null });
  publishCount(0);
}

export function resetCart(): void {
  loadSeq += 1;
  cartStore.setState((s) => ({ ...initialState, drawerHosts: s.drawerHosts }));
  events.emit('cart:changed', { count: 0 });
}

/** The line's totals for another quantity: the unit price (total / quantity) times the new quantity. */
export function withQuantity(line: CartStock['cart_stocks'], quantity: number): CartStock['cart_stocks'] {
  return {
    ...line,
    quantity,
    price: fromCents(unitCents(line.price, line.quantity) * quantity),
    salePrice:
      line.salePrice === null ? null : fromCents(unitCents(line.salePrice, line.quantity) * quantity),
  };
}

function replaceLine(key: string, update: (line: CartStock['cart_stocks']) => CartStock['cart_stocks']) {
  cartStore.setState((s) => ({
    stocks: s.stocks.map((stock) =>
      lineKey(stock) === key ? { ...stock, cart_stocks: update(stock.cart_stocks) } : stock,
    ),
  }));
}

/**
 * Moves the figures at once, then asks the server (POST /api/cart/update/quantity), whose
 * answer is the cart (applied once no other change is in flight). A failure puts the old
 * figures back and says so; a 401 is the alert 'please sign in'.
 */
export async function changeQuantity(key: string, quantity: number): Promise<void> {
  const stock = cartStore.getState().stocks.find((s) => lineKey(s) === key);
  if (!stock || quantity === stock.cart_stocks.quantity) return;
  if (!Number.isInteger(quantity) || quantity < MIN_QUANTITY || quantity > MAX_QUANTITY) return;
  const before = stock.cart_stocks;
  const optimistic = withQuantity(before, quantity);
  replaceLine(key, () => optimistic);
  cartStore.setState({ notice: null });
  pendingChanges += 1;
  try {
    const { stocks } = await updateQuantity({ productId: stock.productId, quantity, size: before.size });
    pendingChanges -= 1;
    if (pendingChanges === 0) applyCart(stocks);
  } catch (error) {
    pendingChanges -= 1;
    // Only undo our own figures: a later change may already have replaced them.
    replaceLine(key, (line) => (line.quantity === optimistic.quantity ? before : line));
    if (statusOf(error) === 401) {
      globalThis.alert(PLEASE_SIGN_IN);
    } else {
      console.error('[mf-cart] the quantity could not be changed', error);
      cartStore.setState({ notice: QUANTITY_FAILED });
    }
  }
}

/**
 * DELETE /api/cart/{productId}?size=: the line animates out for `settleMs`
 * (800ms in the drawer, 1s on the page), then the cart is fetched again.
 */
export async function removeLine(key: string, settleMs: number): Promise<void> {
  const stock = cartStore.getState().stocks.find((s) => lineKey(s) === key);
  if (!stock || cartStore.getState().removing.includes(key)) return;
  cartStore.setState((s) => ({ removing: [...s.removing, key], notice: null }));
  try {
    await Promise.all([removeFromCart(stock.productId, stock.cart_stocks.size), delay(settleMs)]);
    cartStore.setState((s) => ({
      stocks: s.stocks.filter((line) => lineKey(line) !== key),
      removing: s.removing.filter((k) => k !== key),
    }));
    await loadCart();
  } catch (error) {
    console.error('[mf-cart] the line could not be removed', error);
    cartStore.setState((s) => ({ removing: s.removing.filter((k) => k !== key), notice: REMOVE_FAILED }));
  }
}

export function openDrawer(): void {
  if (cartStore.getState().drawerHosts > 0) cartStore.setState({ drawerOpen: true });
  else navigate('/cart');
}

export function closeDrawer(): void {
  cartStore.setState({ drawerOpen: false });
}

/**
 * Fulfils catalog:add-to-cart-requested: quantity 1 of the size, then the drawer with the cart
 * the API answered. A signed-out shopper's add goes to their guest bag (docs/cart.md#guest-bag);
 * the requester has already sent them to /cart (docs/catalog.md#quick-add), which shows it.
 */
export async function addLine(productId: number, size: Size): Promise<void> {
  const signedIn = authStore.getState().isLoggedIn;
  try {
    const { stocks } = await addToCart(productId, size);
    applyCart(stocks);
    if (signedIn) openDrawer();
  } catch (error) {
    // A 409 is the API's sentence about stock ('Only 2 left in this size…'): the drawer says it.
    if (statusOf(error) === 409 || statusOf(error) === 429) {
      cartStore.setState({ notice: messageOf(error) ?? ADD_REFUSED });
      await loadCart();
      if (signedIn) openDrawer();
      return;
    }
    // A 401 already signed the shopper out and went to /login (shared client).
    if (statusOf(error) !== 401) console.error('[mf-cart] the product could not be added', error);
  }
}

export function retainDrawerHost(): () => void {
  cartStore.setState((s) => ({ drawerHosts: s.drawerHosts + 1 }));
  return () =>
    cartStore.setState((s) => ({
      drawerHosts: s.drawerHosts - 1,
      drawerOpen: s.drawerHosts > 1 && s.drawerOpen,
    }));
}

export function useCart<T>(selector: (state: CartState) => T): T {
  return useStore(cartStore, selector);
}

/** The cart's figures with standard delivery and the applied promo (the one rule of checkout). */
export function useCartTotals() {
  const stocks = useCart((s) => s.stocks);
  const promo = usePromo((s) => s.promo);
  return useMemo(() => ({ totals: checkoutTotals(stocks, 'standard', promo), promo }), [stocks, promo]);
}
