import { tidySearchTerm } from '@storefront/shared';

/** The search results page of a term: `/search?q=…`, or `/search` for a blank one. */
export const searchHref = (term: string): string => {
  const q = tidySearchTerm(term);
  return q ? `/search?q=${encodeURIComponent(q)}` : '/search';
};
