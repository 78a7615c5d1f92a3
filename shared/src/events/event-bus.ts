// Typed event bus between slices. Names are `<owner>:<fact>`; only the owning
// slice emits its own namespace. Last-value topics replay their latest payload
// to late subscribers, so a parcel mounted later still learns the current state.
// Request topics (`*-requested`) asked before the slice that fulfils them listens
// wait for it a moment: a shopper's click made while that slice still loads or
// hydrates is carried out when it is there, not lost. This is not input held before
// hydration (parcel/early-clicks.ts): the click was handled by its own, hydrated
// slice; what waits is its request to another slice that is not there yet.
import type { Size } from '../contracts/vocabulary';

export interface StoreEvents {
  /** The number of cart stock entries (last value): the header's count. mf-cart owns the cart. */
  'cart:changed': { count: number };
  /** Quick add or the product page's ADD TO CART by a signed-in shopper; mf-cart fulfils it. */
  'catalog:add-to-cart-requested': { productId: number; size: Size };
  /** A heart or the product page's wishlist button; mf-account fulfils it. */
  'catalog:wishlist-toggle-requested': { productId: number; add: boolean };
  /** The product ids on the signed-in shopper's wishlist. */
  'account:wishlist-changed': { productIds: number[] };
}

export type StoreEventName = keyof StoreEvents;
type Handler<K extends StoreEventName> = (payload: StoreEvents[K]) => void;

const LAST_VALUE_TOPICS: ReadonlySet<StoreEventName> = new Set<StoreEventName>([
  'cart:changed',
  'account:wishlist-changed',
]);

const REQUEST_TOPICS: ReadonlySet<StoreEventName> = new Set<StoreEventName>([
  'catalog:add-to-cart-requested',
  'catalog:wishlist-toggle-requested',
]);
/** How long a request waits for its slice, and how many wait: older or more are dropped. */
export const REQUEST_WAIT_MS = 10_000;
const MAX_WAITING = 5;

export function createEventBus(now: () => number = Date.now) {
  const handlers = new Map<StoreEventName, Set<Handler<never>>>();
  const lastValues = new Map<StoreEventName, unknown>();
  const waiting = new Map<StoreEventName, { payload: unknown; at: number }[]>();
  const flushing = new Set<StoreEventName>();

  function emit<K extends StoreEventName>(name: K, payload: StoreEvents[K]): void {
    if (LAST_VALUE_TOPICS.has(name)) lastValues.set(name, payload);
    if (REQUEST_TOPICS.has(name) && !handlers.get(name)?.size) {
      const queue = waiting.get(name) ?? [];
      waiting.set(name, [...queue, { payload, at: now() }].slice(-MAX_WAITING));
      return;
    }
    for (const handler of [...(handlers.get(name) ?? [])]) {
      try {
        (handler as Handler<K>)(payload);
      } catch (error) {
        // One failing listener must not stop the others (they may live in other slices).
        console.error(`[events] a listener of ${name} failed`, error);
      }
    }
  }

  /** Subscribes; last-value topics call the handler at once with the current value. */
  function on<K extends StoreEventName>(name: K, handler: Handler<K>): () => void {
    let set = handlers.get(name);
    if (!set) handlers.set(name, (set = new Set()));
    set.add(handler as Handler<never>);
    if (lastValues.has(name)) handler(lastValues.get(name) as StoreEvents[K]);
    // Delivered in a task of its own, to every listener the slice has started by then (a slice
    // subscribes its fulfilment and its UI as it mounts), once.
    if (waiting.has(name) && !flushing.has(name)) {
      flushing.add(name);
      setTimeout(() => {
        flushing.delete(name);
        const queued = waiting.get(name) ?? [];
        waiting.delete(name);
        for (const { payload, at } of queued) {
          if (now() - at <= REQUEST_WAIT_MS) emit(name, payload as StoreEvents[K]);
        }
      }, 0);
    }
    return () => {
      set.delete(handler as Handler<never>);
    };
  }

  function last<K extends StoreEventName>(name: K): StoreEvents[K] | undefined {
    return lastValues.get(name) as StoreEvents[K] | undefined;
  }

  function reset(): void {
    handlers.clear();
    lastValues.clear();
    waiting.clear();
  }

  return { emit, on, last, reset };
}

export const events = createEventBus();
