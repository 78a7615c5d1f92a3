// The one way to keep a slot's control whose work is only a script (a card's quick add, a
// carousel's arrows, the listing's HIDE FILTERS, FILTER & SORT and column toggle) from ignoring
// the shopper (docs/frame.md#before-javascript). It carries this attribute:
// - with JavaScript off, the page's <noscript> style (shell/src/index.html) hides it, keeping its
//   place (visibility: the page is laid out as the hydrated one): nothing drawn ignores the shopper;
// - with JavaScript on it is drawn from the first byte, and a tap before its part has hydrated
//   (a slow phone) is held and given to it once it has (parcel/early-clicks.ts), so it answers
//   the tap instead of ignoring it; the server's HTML and the hydrated page are the same (no
//   layout shift, no second render, nothing for hydration to replace).
// A control the browser can do the work of is not script-only: a link, a <details>, a form that
// posts (ADD TO CART and ADD TO WISHLIST on the product page, a card's heart), which work before
// hydration and without a script.

/** The attribute the <noscript> style hides. */
export const SCRIPT_ONLY_ATTRIBUTE = 'data-script-only';

/** Spread onto a script-only control: `<button {...scriptOnly}>`. */
export const scriptOnly = { [SCRIPT_ONLY_ATTRIBUTE]: '' } as { 'data-script-only': '' };
