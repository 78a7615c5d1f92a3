import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { StoreThemeProvider, locationStore, publishLocation, registerNavigate } from '@storefront/shared';

/** Renders inside the store theme with an in-memory router behind the navigation bridge. */
export function renderWithStore(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  const [pathname, search = ''] = path.split('?');
  window.history.replaceState(null, '', path);
  publishLocation(pathname, search ? `?${search}` : '');
  const navigate = jest.fn((href: string) => {
    const [p, s = ''] = href.split('?');
    window.history.replaceState(null, '', href);
    publishLocation(p, s ? `?${s}` : '');
  });
  registerNavigate(navigate);
  const result = render(ui, { wrapper: StoreThemeProvider });
  return { ...result, navigate, location: () => locationStore.getState() };
}
