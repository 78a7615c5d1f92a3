// Each content page's Markdown (shell/content/<path>.md) is its own chunk, fetched when the page is
// shown, so the JavaScript of every other page does not grow with the store's copy. The server
// loads it before rendering (src/app/content-route.tsx), so the page is in the HTML; while the
// browser fetches the chunk, React keeps that server HTML (the page suspends, docs/frame.md).
import { STORE_PAGES, matchStoreRoute, type ContentPage } from '@storefront/shared';

type Source = () => Promise<{ default: string }>;

const SOURCES: Record<ContentPage, Source> = {
  help: () => import(/* webpackChunkName: "content-help" */ '../../../../content/help.md'),
  delivery: () => import(/* webpackChunkName: "content-delivery" */ '../../../../content/delivery.md'),
  returnsPolicy: () =>
    import(/* webpackChunkName: "content-returns-policy" */ '../../../../content/returns-policy.md'),
  aboutUs: () => import(/* webpackChunkName: "content-about-us" */ '../../../../content/about-us.md'),
  careers: () => import(/* webpackChunkName: "content-careers" */ '../../../../content/careers.md'),
  studentDiscount: () =>
    import(/* webpackChunkName: "content-student-discount" */ '../../../../content/student-discount.md'),
  veteranDiscount: () =>
    import(/* webpackChunkName: "content-veteran-discount" */ '../../../../content/veteran-discount.md'),
  factoryList: () =>
    import(/* webpackChunkName: "content-factory-list" */ '../../../../content/factory-list.md'),
  sustainability: () =>
    import(/* webpackChunkName: "content-sustainability" */ '../../../../content/sustainability.md'),
  terms: () => import(/* webpackChunkName: "content-terms" */ '../../../../content/terms.md'),
  privacy: () => import(/* webpackChunkName: "content-privacy" */ '../../../../content/privacy.md'),
  cookiePolicy: () =>
    import(/* webpackChunkName: "content-cookie-policy" */ '../../../../content/cookie-policy.md'),
  accessibility: () =>
    import(/* webpackChunkName: "content-accessibility" */ '../../../../content/accessibility.md'),
  blog: () => import(/* webpackChunkName: "content-blog" */ '../../../../content/blog.md'),
  app: () => import(/* webpackChunkName: "content-app" */ '../../../../content/app.md'),
  emailSignUp: () =>
    import(/* webpackChunkName: "content-email-sign-up" */ '../../../../content/email-sign-up.md'),
  makeReturn: () => import(/* webpackChunkName: "content-returns" */ '../../../../content/returns.md'),
};

const loaded = new Map<ContentPage, string>();
const pending = new Map<ContentPage, Promise<string>>();

/** The page's Markdown, fetched once (a failed fetch is tried again next time). */
export function loadContent(page: ContentPage): Promise<string> {
  const known = loaded.get(page);
  if (known !== undefined) return Promise.resolve(known);
  let promise = pending.get(page);
  if (!promise) {
    promise = SOURCES[page]().then(
      (module) => {
        loaded.set(page, module.default);
        pending.delete(page);
        return module.default;
      },
      (error: unknown) => {
        pending.delete(page);
        throw error;
      },
    );
    pending.set(page, promise);
  }
  return promise;
}

/** The Markdown of `page`, or suspends until it is here (the page sits in a Suspense boundary). */
export function useContentSource(page: ContentPage): string {
  const known = loaded.get(page);
  if (known !== undefined) return known;
  throw loadContent(page);
}

/** The content page a path is, if it is one. */
export function contentPageOf(pathname: string): ContentPage | null {
  const route = matchStoreRoute(pathname);
  if (route.kind !== 'page') return null;
  const entry = (Object.keys(SOURCES) as ContentPage[]).find((page) => STORE_PAGES[page].path === route.path);
  return entry ?? null;
}
