// The store's typeface (docs/frame.md#one-look): Inter, self-hosted from the npm package
// @fontsource-variable/inter (one variable file, Latin, 48 KB, every weight), served from the shell's
// release folder like its other assets.
//
// A page declares and preloads it only when this browser has fetched it before: src/index.html's
// head script reads BRAND_FONT_KEY before the first paint. On a shopper's first page the file would
// otherwise share a slow phone's first second with the page's largest image (Lighthouse mobile put
// its 48 KB on the path to the largest paint: LCP 1.68 s with it, 1.0–1.18 s without, in the bench's
// runs), so that page keeps the system sans-serif and the file is fetched in the background once
// the page is shown (rememberBrandFont). Every later page has it from the cache for its first paint.
// `font-display: optional` keeps text from moving if the cache has lost it.
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';

/** The file's name in the build (assets/[name][ext]): src/index.html names it too. */
export const BRAND_FONT_FILE = 'assets/inter-latin-wght-normal.woff2';

/** Where the browser remembers that it has the file (its path, so a new shell release asks again). */
export const BRAND_FONT_KEY = 'storefront.brand-font';

/**
 * After the page is shown: when this page was painted without the typeface, fetch it at the lowest
 * priority and remember it once it is in the cache, for the next page's head script.
 */
export function rememberBrandFont(doc: Document = document, storage?: Storage): void {
  const path = new URL(interLatin, doc.baseURI).pathname;
  let store: Storage;
  try {
    store = storage ?? window.localStorage;
    if (store.getItem(BRAND_FONT_KEY) === path) return;
  } catch {
    return; // Storage refused (private mode, a policy): the system sans-serif stays.
  }
  const link = doc.createElement('link');
  link.rel = 'prefetch';
  link.setAttribute('as', 'font');
  link.type = 'font/woff2';
  link.crossOrigin = 'anonymous';
  link.href = interLatin;
  link.addEventListener(
    'load',
    () => {
      try {
        store.setItem(BRAND_FONT_KEY, path);
      } catch {
        // Full or refused: the next page asks again.
      }
    },
    { once: true },
  );
  doc.head.appendChild(link);
}
