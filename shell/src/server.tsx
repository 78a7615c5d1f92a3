// The shell's server build (docs/architecture.md#server-rendering): the gateway renders the frame
// of every page request with it, then each slot's fragment from its slice's server build. The
// browser hydrates the same tree (bootstrap.tsx).
import { StrictMode } from 'react';
import { StoreThemeProvider, matchStoreRoute, pageTitle, titleForPath } from '@storefront/shared';
import { renderRoot, type FrameRender } from '@storefront/shared/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { routes } from './app/routes';

const handler = createStaticHandler(routes);

export const render: FrameRender = async (url, context) => {
  const request = new Request(new URL(url, 'http://store.invalid'));
  const routed = await handler.query(request);
  if (routed instanceof Response) {
    return {
      html: '',
      css: '',
      slots: [],
      status: routed.status,
      title: '',
      redirect: routed.headers.get('Location') ?? '/home',
    };
  }
  const router = createStaticRouter(handler.dataRoutes, routed);
  const rendered = await renderRoot(
    <StrictMode>
      <StoreThemeProvider>
        <StaticRouterProvider router={router} context={routed} hydrate={false} />
      </StoreThemeProvider>
    </StrictMode>,
    { ...context, url },
  );
  const { pathname } = new URL(request.url);
  // The not-found page renders inside the frame; the route table says it is not a page.
  const status = matchStoreRoute(pathname).kind === 'not-found' ? 404 : routed.statusCode;
  return { ...rendered, status, title: pageTitle(titleForPath(pathname)) };
};
