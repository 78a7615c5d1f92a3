// The search results page, /search?q= (docs/search.md#search-results-page): a search form that
// works without scripts and the results as the catalog's ./ProductBrowser over the search (its
// heading and count, filters, sort and paging are the browser's). No term: the form
// and the trending searches; nothing found: a sentence and the trending searches.
import { useEffect, useMemo } from 'react';
import { Button, PageTitle, RemoteParcel, setPageTitle } from '@storefront/shared';
import type { BrowseFilterGroup, FragmentDataProps, SearchPageProps } from '@storefront/shared';
import { useSearchTotal } from '../hooks/use-search-total';
import { normaliseQuery, searchPageTitle, type SearchPageData } from '../search-page-data';
import { SearchForm } from './search-form';
import { Count, Message, Page } from './search-page.styles';
import { TrendingLinks } from './trending-links';

/** A search's filter groups: both genders, so gender is one. */
export const SEARCH_GROUPS: readonly BrowseFilterGroup[] = [
  'gender',
  'category',
  'style',
  'price',
  'sortBy',
  'size',
  'colour',
];

const plural = (n: number) => `${n} ${n === 1 ? 'product' : 'products'}`;

function Results({ q }: { q: string }) {
  const source = useMemo(() => ({ kind: 'search' as const, q }), [q]);
  return (
    <RemoteParcel
      slice="mf-catalog"
      expose="ProductBrowser"
      label="The search results"
      reserve={{ minHeight: 480, width: '100%' }}
      parcelProps={{ source, groups: SEARCH_GROUPS }}
    />
  );
}

export function SearchPage({ q: raw, data }: SearchPageProps & FragmentDataProps<SearchPageData>) {
  const q = normaliseQuery(raw);
  const total = useSearchTotal(q, data);
  // The head's title in the browser too: a navigation inside the store has the route's (SEARCH).
  useEffect(() => setPageTitle(searchPageTitle(q)), [q]);
  if (!q) {
    return (
      <Page>
        <PageTitle>SEARCH</PageTitle>
        <SearchForm q="" />
        <TrendingLinks />
      </Page>
    );
  }
  const none = total.status === 'ready' && total.total === 0;
  if (total.status !== 'error' && !none) {
    // The catalog's browser heads the results (SEARCH RESULTS, what the filters keep, the count)
    // and keeps them true as filters change: a heading here would be a second h1.
    // Mounted while the total loads, so the results do not wait for it; a new term, a new browser.
    return (
      <Page>
        <SearchForm q={q} />
        <Results key={q} q={q} />
      </Page>
    );
  }
  return (
    <Page>
      <PageTitle>SEARCH RESULTS FOR &quot;{q.toUpperCase()}&quot;</PageTitle>
      {total.status !== 'error' ? (
        <>
          <Count>{plural(0)}</Count>
          <SearchForm q={q} />
          <Message>
            No products match &ldquo;{q}&rdquo;. Check the spelling, or try one of these searches.
          </Message>
          <TrendingLinks />
        </>
      ) : (
        <>
          <SearchForm q={q} />
          <Message role="alert">
            We could not search just now.{' '}
            <Button variant="secondary" onClick={total.retry}>
              TRY AGAIN
            </Button>
          </Message>
        </>
      )}
    </Page>
  );
}
