// The address book's countries and its size, without TypeBox so a browser bundle (and the
// gateway's release CLI, which has no TypeBox) may import them through index.ts.

/** The countries the store delivers to: checkout and the address book offer these. */
export const COUNTRIES = [
  'Australia',
  'Austria',
  'Belgium',
  'Canada',
  'Denmark',
  'Finland',
  'France',
  'Germany',
  'Ireland',
  'Italy',
  'Netherlands',
  'New Zealand',
  'Norway',
  'Poland',
  'Portugal',
  'Spain',
  'Sweden',
  'Switzerland',
  'United Kingdom',
  'United States',
] as const;

/** How many addresses one account keeps: what one shopper can make the store remember. */
export const MAX_SAVED_ADDRESSES = 20;
