// The cart slice's pages keep the shared theme's one page gutter and page top
// (docs/frame.md#one-look), not numbers of their own (jsdom applies the rules outside a media query:
// the phone's).
import { theme } from '@storefront/shared';
import { renderThemed } from '../testing/render';
import { Page } from './page-layout';

it("pads the cart's pages with the theme's gutter and page top", () => {
  const { container } = renderThemed(<Page>cart</Page>);
  const style = window.getComputedStyle(container.firstElementChild!);
  expect(style.paddingLeft).toBe(`${theme.space.gutter}px`);
  expect(style.paddingRight).toBe(`${theme.space.gutter}px`);
  expect(style.paddingTop).toBe(`${theme.space.pageTop}px`);
});
