// Build-time rendering of the frame (docs/architecture.md#prerendering, docs/architecture.md#performance): each page
// route's HTML is rendered once at build time and hydrated in the browser. The
// imports follow bootstrap.tsx's order, because styled-components numbers its
// components in creation order and the class names must match on hydration.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StoreThemeProvider, pageTitle } from '@storefront/shared';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { routes } from './app/routes';
import { titleForPath } from '@storefront/shared';

export interface PrerenderRoute {
  /** The prerendered file's name without extension. */
  name: string;
  /** The path rendered at build time. */
  path: string;
  /** Pathnames (a JavaScript regular expression) served this file. */
  pattern: string;
}

/** React Router matches case-insensitively, so the fixed path words do too. */
const ci = (word: string) =>
  [...word].map((c) => (/[a-z]/i.test(c) ? `[${c.toLowerCase()}${c.toUpperCase()}]` : c)).join('');

const page = (word: string): PrerenderRoute => ({
  name: word,
  path: `/${word}`,
  pattern: `^/${ci(word)}/?$`,
});

// Only literal 'men' and 'women' are genders; the other words are matched like the router does.
const listing = (gender: 'men' | 'women'): PrerenderRoute => ({
  name: `${gender}-products`,
  path: `/${gender}/products`,
  pattern: `^/${gender}/${ci('products')}(?:/${ci('filter')}/[^/]+)?/?$`,
});

const product = (gender: 'men' | 'women'): PrerenderRoute => ({
  name: `${gender}-product`,
  path: `/${gender}/products/1`,
  pattern: `^/${gender}/${ci('products')}/(?!${ci('filter')}/?$)[^/]+/?$`,
});

const TOP_LEVEL_PAGES = [
  'home',
  'login',
  'signup',
  'cart',
  'account',
  'wishlist',
  'forgot-password',
  'reset-password',
  'verify-email',
  'checkout',
];

export const PRERENDER_ROUTES: readonly PrerenderRoute[] = [
  ...TOP_LEVEL_PAGES.map(page),
  listing('men'),
  listing('women'),
  product('men'),
  product('women'),
  {
    name: 'checkout-confirmation',
    path: '/checkout/confirmation/1',
    pattern: `^/${ci('checkout')}/${ci('confirmation')}/[^/]+/?$`,
  },
  // Any other path renders the frame with the not-found page. '/' (a redirect) and
  // '/{word}/products...' (a non-gender fails outside the layout) keep index.html.
  {
    name: 'not-found',
    path: '/this-page-does-not-exist',
    pattern: `^/(?!(?:${TOP_LEVEL_PAGES.map(ci).join('|')})/?$)(?![^/]+/${ci('products')}(?:/|$)).+$`,
  },
];

interface RenderedPage {
  html: string;
  styleTags: string;
  /** The document title of the route (the browser sets the same one on navigation). */
  title: string;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export async function renderPage(path: string): Promise<RenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} answered with a redirect at build time`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <StrictMode>
          <StoreThemeProvider>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </StoreThemeProvider>
        </StrictMode>,
      ),
    );
    return { html, styleTags: sheet.getStyleTags(), title: pageTitle(titleForPath(path)) };
  } finally {
    sheet.seal();
  }
}

/** The client build's index.html with the rendered markup in #root and its styles in head. */
export function fillTemplate(template: string, { html, styleTags, title }: RenderedPage): string {
  const root = '<div id="root"></div>';
  if (!template.includes(root)) throw new Error('index.html has no empty #root to fill');
  if (!/<title>[^<]*<\/title>/.test(template)) throw new Error('index.html has no <title> to fill');
  return template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace('</head>', `${styleTags}</head>`)
    .replace(root, `<div id="root">${html}</div>`);
}
