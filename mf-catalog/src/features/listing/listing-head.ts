// A listing's head (docs/routes.md#page-titles): its description, by gender and preset, and the
// canonical address of a page after the first (docs/catalog.md#paging). The route table titles it;
// the gateway writes what this says without knowing what it means.
import { STORE_NAME, STYLE_LABELS, presetFor, requestKey } from '@storefront/shared';
import type { FragmentHead, Gender, ListingPageProps, Style } from '@storefront/shared';
import { pageRequest } from '../../api/products-api';
import { pageQuery, type ListingData } from './listing-data';
import { LISTING_GROUPS, listingScope, parseFilters } from './listing-filters';

const GENDER_WORD: Record<Gender, string> = { men: "men's", women: "women's" };

export function listingDescription(gender: Gender, filter: string | undefined): string {
  const who = GENDER_WORD[gender];
  const tail = 'Free express delivery over $150 and free 30-day returns.';
  switch (filter) {
    case undefined:
      return gender === 'men'
        ? `Shop men's gym clothing at ${STORE_NAME}: t-shirts, long sleeves, hoodies, shorts, pants and sweatpants. ${tail}`
        : `Shop women's gym clothing at ${STORE_NAME}: sports bras, t-shirts, long sleeves, hoodies, leggings, shorts and sweatpants. ${tail}`;
    case 'tops':
    case 'bottoms':
      return `Shop ${who} gym ${filter} at ${STORE_NAME}. ${tail}`;
    case 'new':
      return `New releases this month: the latest ${who} gym clothing at ${STORE_NAME}. ${tail}`;
    case 'sale':
      return `${gender === 'men' ? "Men's" : "Women's"} gym clothing on sale this month at ${STORE_NAME}. ${tail}`;
    case 'DSGN':
      return `The DSGN Studio collection: ${STORE_NAME}'s signature series for women. ${tail}`;
    default:
      return `Shop ${who} ${(STYLE_LABELS[filter as Style] ?? filter).toLowerCase()} at ${STORE_NAME}. ${tail}`;
  }
}

/** Whether `data` answers the listing's own filters (the preset's, nothing the shopper chose). */
function unfiltered(data: ListingData, { gender, filter }: ListingPageProps): boolean {
  const preset = presetFor(gender, filter);
  if (!preset) return false;
  const filters = parseFilters(listingScope(gender, preset, LISTING_GROUPS[gender]), '');
  return requestKey(pageRequest(pageQuery({ kind: 'listing', gender, filter }, filters))) === data.request;
}

/**
 * An unknown preset says nothing here: the route table already makes it the not-found page. Page
 * N of a listing is its own page (its own cards), so it is its own canonical address; a filtered
 * one keeps the route's (the listing's first page).
 */
export function listingHead(data: ListingData | null, props: ListingPageProps): FragmentHead {
  if (!data) return {};
  const head: FragmentHead = { description: listingDescription(props.gender, props.filter) };
  if (data.pageNumber > 1 && unfiltered(data, props)) {
    const path = `/${props.gender}/products${props.filter === undefined ? '' : `/filter/${props.filter}`}`;
    head.canonical = `${path}?page=${data.pageNumber}`;
  }
  return head;
}
