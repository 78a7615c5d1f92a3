import type { ProductSource } from '@storefront/shared';
import { browseDetail, productCount } from '../browse-words';
import type { ListingFilters } from '../listing-filters';
import { Count, Heading, Headings, SubHeading } from './listing-page.styles';

/**
 * The browser's heading and the line under it with the count: MEN or WOMEN (a search: SEARCH
 * RESULTS, a wishlist: YOUR WISHLIST) over what the filters choose in plain words and
 * '(N products)', N being every product they keep (the API's total), not only the cards loaded.
 */
export function BrowseHeading({
  source,
  filters,
  count,
}: {
  source: ProductSource;
  filters: ListingFilters;
  count: number;
}) {
  const detail = browseDetail(source, filters);
  return (
    <Headings>
      <Heading>{headingOf(source)}</Heading>
      <SubHeading data-testid="listing-subheading">
        {source.kind === 'search' ? `${detail} FOR “${source.q}”` : detail}{' '}
        <Count data-testid="product-count">({productCount(count)})</Count>
      </SubHeading>
    </Headings>
  );
}

function headingOf(source: ProductSource): string {
  if (source.kind === 'wishlist') return 'YOUR WISHLIST';
  if (source.kind === 'search') return 'SEARCH RESULTS';
  return source.gender === 'men' ? 'MEN' : 'WOMEN';
}
