// Kept only for the wishlist page until it moves into the catalog's fragment: the store
// lives in src/lib/wishlist-store.ts (the heart, the popup and the page all read it).
export * from '../../../lib/wishlist-store';
