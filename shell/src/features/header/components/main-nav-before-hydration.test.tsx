// The main navigation before its script runs (docs/frame.md#dropdown-state): every menu is in the
// server HTML, hidden until CSS opens it on hover or on focus within its item; hydration hands over
// to the script's state, keeping open the menu the shopper is in.
import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { StoreThemeProvider } from '@storefront/shared';
import { MainNav } from './main-nav';

const nav = <StoreThemeProvider>{<MainNav pathname="/home" />}</StoreThemeProvider>;

function serverRender() {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(nav));
    return { html, css: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

describe('MainNav before hydration', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
  });

  it('server-renders every menu with its links, hidden until CSS opens it on hover or focus within', () => {
    const { html, css } = serverRender();
    const page = document.createElement('div');
    page.innerHTML = html;
    const panels = [...page.querySelectorAll('[data-testid="nav-dropdown"]')];
    expect(panels.map((p) => p.getAttribute('data-dropdown'))).toEqual(['men', 'women', 'accessories']);
    for (const panel of panels) expect(panel).toHaveAttribute('data-css-menu');
    expect(page.querySelector('#nav-dropdown-men a[href="/men/products/filter/hoodies"]')).not.toBeNull();
    // Hidden by default, shown by the item's :hover and :focus-within (no script involved).
    const compact = css.replace(/\s+/g, '');
    expect(compact).toMatch(/\[data-css-menu\]\{display:none;?\}/);
    expect(compact).toMatch(
      /:hover>\[data-css-menu\],\.[\w-]+:focus-within>\[data-css-menu\]\{display:flex;?\}/,
    );
  });

  it('hydrates into the script state: closed menus leave the page, the one holding focus stays open', async () => {
    const container = document.createElement('div');
    container.innerHTML = serverRender().html;
    document.body.appendChild(container);
    const link = container.querySelector<HTMLAnchorElement>('#nav-dropdown-women a[href]')!;
    link.focus();
    await act(async () => {
      root = hydrateRoot(container, nav);
    });
    const panels = [...container.querySelectorAll('[data-testid="nav-dropdown"]')];
    expect(panels.map((p) => p.getAttribute('data-dropdown'))).toEqual(['women']);
    expect(panels[0]).not.toHaveAttribute('data-css-menu');
    expect(document.activeElement).toBe(link);
    expect(container.querySelector('button[aria-controls="nav-dropdown-women"]')).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('hydrates with every menu closed when the shopper is in none', async () => {
    const container = document.createElement('div');
    container.innerHTML = serverRender().html;
    document.body.appendChild(container);
    await act(async () => {
      root = hydrateRoot(container, nav);
    });
    expect(container.querySelectorAll('[data-testid="nav-dropdown"]')).toHaveLength(0);
  });
});
