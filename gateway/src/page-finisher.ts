// The finished page (template, head tags, rendered HTML) and its compressed bytes, kept with the
// rendered page it was made from: while that page is kept, the same route, head and releases
// are answered from memory. Nothing in it is per request or per shopper (CSP hashes, no nonce;
// the canary cookie is a header).
import type { Releases } from './release/active-releases.js';
import type { GatewayConfig } from './config.js';
import type { ComposedPage } from './ssr/compose.js';
import type { EncodedPage } from './edge-answers.js';
import { renderPage, type RenderedPage } from './page-html.js';

/** A page ready to send, with the compressed bytes made so far. */
export interface FinishedPage extends RenderedPage {
  encoded: EncodedPage;
}

export type FinishPage = (
  pathname: string,
  releases: Releases,
  composed: ComposedPage | null,
  head: string,
) => Promise<FinishedPage | null>;

/**
 * Finishes pages, each rendered page's variants once: the requests that come while a page is
 * being finished (a burst just after it was rendered again) wait for that one, rather than each
 * reading the template and compressing a copy of its own (20 at once under the bench's load).
 */
export function createFinisher(config: GatewayConfig, render: typeof renderPage = renderPage): FinishPage {
  // A page's head differs only by the origin its links name: one of STORE_ORIGINS, else
  // STORE_PUBLIC_URL's (page-route.ts), so one finished page per origin is all a page can have.
  const maxVariants = new Set([...config.storeOrigins, new URL(config.storePublicUrl).origin]).size;
  const finishedPages = new WeakMap<ComposedPage, Map<string, Promise<FinishedPage | null>>>();
  return (pathname, releases, composed, head) => {
    const variants = composed ? (finishedPages.get(composed) ?? new Map()) : null;
    const key = `${pathname}\0${head}`;
    const kept = variants?.get(key);
    if (kept) return kept;
    const finishing = render(pathname, releases, { ...config, composed, head }).then(
      (page): FinishedPage | null => page && { ...page, encoded: new Map() },
    );
    // Past that bound a head is answered but not kept (none should come), so memory stays bounded.
    if (composed && variants && variants.size < maxVariants) {
      variants.set(key, finishing);
      finishedPages.set(composed, variants);
      // One that could not be finished is not kept: the next request tries again.
      const forget = () => variants.get(key) === finishing && variants.delete(key);
      finishing.then((page) => page || forget(), forget);
    }
    return finishing;
  };
}
