// The search results page's data and head (docs/search.md#search-results-page): the term as the
// API reads it and how many products it finds. The server's `load` and the browser's hook ask the
// API with the same call; the results themselves are the catalog's ./ProductBrowser's.
import { pageTitle, tidySearchTerm } from '@storefront/shared';
import type { FragmentHead, LoadContext, SearchPageProps } from '@storefront/shared';
import { fetchSearchTotal } from './api/search-page-api';

export interface SearchPageData {
  /** The term the total is for (normalised: searchTerm's rules). */
  q: string;
  /** Products the search finds; 0 for an empty term. */
  total: number;
}

/** The term as the API reads it (case kept; absent: ''). */
export const normaliseQuery = (q: string | undefined): string => tidySearchTerm(q ?? '');

export async function loadSearchPage({ q }: SearchPageProps, { get }: LoadContext): Promise<SearchPageData> {
  const term = normaliseQuery(q);
  return { q: term, total: term ? await fetchSearchTotal(term, get) : 0 };
}

/** The page part of the title: `SEARCH: HOODIE`, `SEARCH` without a term. */
export const searchPageTitle = (q: string): string => {
  const term = normaliseQuery(q);
  return term ? `SEARCH: ${term.toUpperCase()}` : 'SEARCH';
};

/** `SEARCH: HOODIE | <store>`, never indexed (a page per term a crawler could make up). */
export function searchPageHead(_data: SearchPageData, { q }: SearchPageProps): FragmentHead {
  return { title: pageTitle(searchPageTitle(q)), noindex: true };
}
