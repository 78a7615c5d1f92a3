import { STYLE_LABELS } from '@storefront/shared';
import type { ProductSource } from '@storefront/shared';
import type { ListingFilters } from '../listing-filters';
import { Count, Heading, Headings, SubHeading } from './listing-page.styles';

/**
 * The browser's heading and the line under it with the count: MEN or WOMEN with
 * `TOPS|BOTTOMS[ & STYLE]` on a listing; YOUR WISHLIST with the category, then the style or
 * else the gender, on the wishlist.
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
  const detail =
    source.kind === 'listing'
      ? `${filters.category === 'tops' ? 'TOPS' : 'BOTTOMS'}${filters.style ? ' & STYLE' : ''}`
      : [filters.category, filters.style ? STYLE_LABELS[filters.style] : filters.gender]
          .filter(Boolean)
          .join(' · ')
          .toUpperCase();
  return (
    <Headings>
      <Heading>{headingOf(source)}</Heading>
      <SubHeading data-testid="listing-subheading">
        {detail} <Count data-testid="product-count">({count} products)</Count>
      </SubHeading>
    </Headings>
  );
}

function headingOf(source: ProductSource): string {
  if (source.kind === 'wishlist') return 'YOUR WISHLIST';
  return source.gender === 'men' ? 'MEN' : 'WOMEN';
}
