// Header behaviour of docs/frame.md#header-scroll: below 768px the header hides when the
// shopper scrolls down past 80px and comes back on scroll up; a shadow shows
// after 50px except on listing, wishlist and filter pages.
import { theme } from '@storefront/shared';

export interface HeaderScrollState {
  hidden: boolean;
  shadow: boolean;
}

const NO_SHADOW = /^\/(?:(?:men|women)\/products(?:\/filter\/[^/]+)?|wishlist)\/?$/;

export const hasShadowRule = (pathname: string): boolean => !NO_SHADOW.test(pathname);

export function nextHeaderState(
  previous: HeaderScrollState,
  input: { y: number; lastY: number; narrow: boolean; pathname: string },
): HeaderScrollState {
  const { y, lastY, narrow, pathname } = input;
  let hidden = previous.hidden;
  if (!narrow || y <= theme.scroll.hideHeaderAfterPx) hidden = false;
  else if (y > lastY) hidden = true;
  else if (y < lastY) hidden = false;
  const shadow = hasShadowRule(pathname) && y > theme.scroll.shadowAfterPx;
  return hidden === previous.hidden && shadow === previous.shadow ? previous : { hidden, shadow };
}
