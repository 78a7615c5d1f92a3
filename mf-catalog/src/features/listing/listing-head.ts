// A listing's head (docs/routes.md#page-titles): its description, by gender and preset. The
// route table titles it; the gateway writes what this says without knowing what it means.
import { STORE_NAME, STYLE_LABELS } from '@storefront/shared';
import type { FragmentHead, Gender, ListingPageProps, Style } from '@storefront/shared';
import type { ListingData } from './listing-data';

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

/** An unknown preset says nothing here: the route table already makes it the not-found page. */
export const listingHead = (data: ListingData | null, { gender, filter }: ListingPageProps): FragmentHead =>
  data ? { description: listingDescription(gender, filter) } : {};
