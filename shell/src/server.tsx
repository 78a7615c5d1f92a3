// The shell's server build (docs/architecture.md#server-rendering): the gateway renders the frame
// of every page request with it, once, then each slot's fragment from its slice's server build. The
// browser hydrates the same tree (bootstrap.tsx).
import { StrictMode } from 'react';
import {
  ROOT_REDIRECT,
  StoreThemeProvider,
  matchStoreRoute,
  pageTitle,
  titleForPath,
} from '@storefront/shared';
import { renderRoot, type FrameRender } from '@storefront/shared/server';
import { StaticRouter } from 'react-router-dom';
import { AppRoutes } from './app/routes';
import { loadContentRoute } from './app/content-route';

export const render: FrameRender = async (url) => {
  const { pathname } = new URL(url, 'http://store.invalid');
  const route = matchStoreRoute(pathname);
  // `/` is not a page (docs/routes.md): ROOT_REDIRECT, as the browser's router does.
  if (route.kind === 'root') {
    return { html: '', css: '', slots: [], status: 301, title: '', redirect: ROOT_REDIRECT };
  }
  // A content page's Markdown is in the HTML, not fetched by the browser first (docs/frame.md).
  await loadContentRoute(pathname);
  const rendered = renderRoot(
    <StrictMode>
      <StoreThemeProvider>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </StoreThemeProvider>
    </StrictMode>,
    url,
  );
  // The not-found page renders inside the frame; the route table says it is not a page.
  const status = route.kind === 'not-found' ? 404 : 200;
  return { ...rendered, status, title: pageTitle(titleForPath(pathname)) };
};
