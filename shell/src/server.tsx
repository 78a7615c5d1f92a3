// The shell's server build (docs/architecture.md#server-rendering): the gateway renders the frame
// of every page request with it, once, then each slot's fragment from its slice's server build. The
// browser hydrates the same tree (bootstrap.tsx).
import { StrictMode } from 'react';
import { StoreThemeProvider } from '@storefront/shared';
import { renderRoot, type FrameRender } from '@storefront/shared/server';
import { StaticRouter } from 'react-router-dom';
import { AppRoutes } from './app/routes';
import { loadContentRoute } from './app/content-route';

export const render: FrameRender = async (url) => {
  const { pathname } = new URL(url, 'http://store.invalid');
  // A content page's Markdown is in the HTML, not fetched by the browser first (docs/frame.md).
  await loadContentRoute(pathname);
  return renderRoot(
    <StrictMode>
      <StoreThemeProvider>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </StoreThemeProvider>
    </StrictMode>,
    url,
  );
};
