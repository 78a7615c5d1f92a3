/** The shortcuts of TRENDING SEARCHES (docs/search.md#trending), in the panel and on the search page. */
export const TRENDING_SEARCHES = ['shorts', 'leggings', 'sports bra', 'hoodie'] as const;
