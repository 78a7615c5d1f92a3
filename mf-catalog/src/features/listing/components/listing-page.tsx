import { useMemo } from 'react';
import { PageNotFound, presetFor } from '@storefront/shared';
import type { FragmentDataProps, ListingPageProps } from '@storefront/shared';
import type { ListingData } from '../listing-data';
import { LISTING_GROUPS } from '../listing-filters';
import { ProductBrowser } from './product-browser';
import { Page, Hero, HeroTitle, HeroText } from './listing-page.styles';

export { EMPTY_MESSAGE } from './product-browser';

export function ListingPage({
  gender,
  filter,
  data,
}: ListingPageProps & FragmentDataProps<ListingData | null>) {
  const known = useMemo(() => presetFor(gender, filter) !== null, [gender, filter]);
  const source = useMemo(() => ({ kind: 'listing' as const, gender, filter }), [gender, filter]);
  if (!known) return <PageNotFound />;
  return (
    <Page>
      <Hero>
        <HeroTitle>FITNESS + FASHION = CONFIDENCE</HeroTitle>
        <HeroText>CONFIDENCE LOOKS GOOD ON YOU.</HeroText>
      </Hero>
      <ProductBrowser source={source} groups={LISTING_GROUPS[gender]} data={data} />
    </Page>
  );
}
