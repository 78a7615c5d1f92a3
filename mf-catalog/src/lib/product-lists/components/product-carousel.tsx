import styled from 'styled-components';
import { StoreLink } from '@storefront/shared';
import type { FragmentDataProps, LoadContext, Product, ProductCarouselProps } from '@storefront/shared';
import { fetchCarousel } from '../../../api/products-api';
import { useCarouselProducts } from '../hooks/use-carousel-products';
import { ProductStripView } from './product-strip';

/** The carousel fragment's data: its products, loaded as its hook loads them. */
export const loadCarousel = (
  { source, gender, category, excludeProductId }: ProductCarouselProps,
  { get }: LoadContext,
): Promise<Product[]> => fetchCarousel({ source, gender, category, excludeProductId }, get);

/** Home carousels (new, sale, DSGN) and the product page's YOU MIGHT ALSO LIKE. */
export function ProductCarousel({
  source,
  title,
  viewAllHref,
  gender,
  category,
  excludeProductId,
  priority,
  data,
}: ProductCarouselProps & FragmentDataProps<Product[]>) {
  const { loading, products } = useCarouselProducts({ source, gender, category, excludeProductId }, data);
  return (
    <Section aria-label={title} data-testid={`carousel-${source}`}>
      <Head>
        <Title>{title}</Title>
        {viewAllHref && <ViewAll href={viewAllHref}>View All</ViewAll>}
      </Head>
      <ProductStripView products={products} loading={loading} priority={priority} />
    </Section>
  );
}

const Section = styled.section`
  width: 100%;
  max-width: 1440px;
  margin: 0 auto;
  padding: 24px 16px;
  box-sizing: border-box;
  font-family: ${({ theme }) => theme.fonts.body};
`;

const Head = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: 16px;
  margin-bottom: 16px;
`;

const Title = styled.h2`
  margin: 0;
  font-size: 20px;
  font-weight: 800;
  letter-spacing: 0.02em;
`;

// A 44px tall tap target on phones; the text stays where it was (centred in the taller box).
const ViewAll = styled(StoreLink)`
  ${({ theme }) => theme.media.upTo766} {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    margin: -12px 0;
  }
  color: ${({ theme }) => theme.colors.ink};
  font-weight: 600;
  text-decoration: underline;
`;
