// A slot's control whose work is only a script (a card's heart and quick add, ADD TO WISHLIST, a
// carousel's arrows) carries this attribute (docs/frame.md#before-javascript). With JavaScript off
// the page's <noscript> style (shell/src/index.html) hides it, so nothing drawn ignores the shopper;
// with JavaScript on it is drawn from the first byte, and a click before its part has hydrated is
// held and given to it once it has (early-clicks.ts), so the server's HTML and the hydrated page
// are the same (no layout shift, nothing for hydration to replace).

/** The attribute the <noscript> style hides. */
export const SCRIPT_ONLY_ATTRIBUTE = 'data-script-only';

/** Spread onto a script-only control: `<button {...scriptOnly}>`. */
export const scriptOnly = { [SCRIPT_ONLY_ATTRIBUTE]: '' } as { 'data-script-only': '' };
