import { theme } from '@storefront/shared';

/** Wider than 1024px: an overlay over the header; 1024px and narrower: a bar below it. */
export type SearchMode = 'overlay' | 'bar';

export const modeForWidth = (width: number): SearchMode =>
  width > theme.breakpoints.wide ? 'overlay' : 'bar';
