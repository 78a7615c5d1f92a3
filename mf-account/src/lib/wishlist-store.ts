// State the heart, the popup and the page share. They are separate parcels (React
// roots), but one copy of this module runs per page, so a module-level store joins them.
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { theme } from '@storefront/shared';

interface WishlistUiState {
  productIds: number[];
  /** The header heart's bubble after an add. */
  bubble: boolean;
  /** 'Item added to your wishlist', or the server's reason it could not be (popupMessage). */
  popup: boolean;
  /** Why an add was refused (the wishlist is full); null after an add that worked. */
  popupMessage: string | null;
  /** Bumped after every add or remove so the page refetches. */
  revision: number;
}

export const wishlistStore = createStore<WishlistUiState>(() => ({
  productIds: [],
  bubble: false,
  popup: false,
  popupMessage: null,
  revision: 0,
}));

let popupTimer: ReturnType<typeof setTimeout> | undefined;
let bubbleTimer: ReturnType<typeof setTimeout> | undefined;

export function setProductIds(productIds: number[], changed: boolean): void {
  wishlistStore.setState((s) => ({ productIds, revision: changed ? s.revision + 1 : s.revision }));
}

/** After an add: the popup for 5 seconds, and the bubble too unless the shopper is on /wishlist. */
export function announceAdded(showBubble: boolean): void {
  showPopup(null);
  if (showBubble) {
    clearTimeout(bubbleTimer);
    wishlistStore.setState({ bubble: true });
    bubbleTimer = setTimeout(() => wishlistStore.setState({ bubble: false }), theme.timings.wishlistPopupMs);
  }
}

/** An add the server refused with a reason (the wishlist is full): the popup says it, as long. */
export function announceRefused(message: string): void {
  showPopup(message);
}

function showPopup(popupMessage: string | null): void {
  clearTimeout(popupTimer);
  wishlistStore.setState({ popup: true, popupMessage });
  popupTimer = setTimeout(() => wishlistStore.setState({ popup: false }), theme.timings.wishlistPopupMs);
}

export function hidePopup(): void {
  clearTimeout(popupTimer);
  wishlistStore.setState({ popup: false });
}

export function clearBubble(): void {
  clearTimeout(bubbleTimer);
  wishlistStore.setState({ bubble: false });
}

export function resetWishlistState(): void {
  clearTimeout(popupTimer);
  clearTimeout(bubbleTimer);
  wishlistStore.setState({ productIds: [], bubble: false, popup: false, popupMessage: null, revision: 0 });
}

export function useWishlistUi<T>(selector: (s: WishlistUiState) => T): T {
  return useStore(wishlistStore, selector);
}
