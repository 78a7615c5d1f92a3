// State the heart, the popup and the page share. They are separate parcels (React
// roots), but one copy of this module runs per page, so a module-level store joins them.
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { theme } from '@storefront/shared';

interface WishlistUiState {
  productIds: number[];
  /** The header heart's bubble after an add. */
  bubble: boolean;
  /** 'Item added to your wishlist'. */
  popup: boolean;
  /** Bumped after every add or remove so the page refetches. */
  revision: number;
}

export const wishlistStore = createStore<WishlistUiState>(() => ({
  productIds: [],
  bubble: false,
  popup: false,
  revision: 0,
}));

let popupTimer: ReturnType<typeof setTimeout> | undefined;
let bubbleTimer: ReturnType<typeof setTimeout> | undefined;

export function setProductIds(productIds: number[], changed: boolean): void {
  wishlistStore.setState((s) => ({ productIds, revision: changed ? s.revision + 1 : s.revision }));
}

/** After an add: the popup for 5 seconds, and the bubble too unless the shopper is on /wishlist. */
export function announceAdded(showBubble: boolean): void {
  clearTimeout(popupTimer);
  wishlistStore.setState({ popup: true });
  popupTimer = setTimeout(() => wishlistStore.setState({ popup: false }), theme.timings.wishlistPopupMs);
  if (showBubble) {
    clearTimeout(bubbleTimer);
    wishlistStore.setState({ bubble: true });
    bubbleTimer = setTimeout(() => wishlistStore.setState({ bubble: false }), theme.timings.wishlistPopupMs);
  }
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
  wishlistStore.setState({ productIds: [], bubble: false, popup: false, revision: 0 });
}

export function useWishlistUi<T>(selector: (s: WishlistUiState) => T): T {
  return useStore(wishlistStore, selector);
}
