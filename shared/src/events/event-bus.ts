// Typed event bus between slices. Names are `<owner>:<fact>`; only the owning
// slice emits its own namespace. Last-value topics replay their latest payload
// to late subscribers, so a parcel mounted later still learns the current state.
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

export function createEventBus() {
  const handlers = new Map<StoreEventName, Set<Handler<never>>>();
  const lastValues = new Map<StoreEventName, unknown>();

  function emit<K extends StoreEventName>(name: K, payload: StoreEvents[K]): void {
    if (LAST_VALUE_TOPICS.has(name)) lastValues.set(name, payload);
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
  }

  return { emit, on, last, reset };
}

export const events = createEventBus();
