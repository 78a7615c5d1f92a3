import styled from 'styled-components';
import { StoreLink } from '@storefront/shared';
import type { Product, ProductCarouselProps } from '@storefront/shared';
import { ProductStripView } from './product-strip';

/** A carousel's section: its title, View All and the strip. */
export function CarouselView({
  source,
  title,
  viewAllHref,
  products,
  loading,
  priority,
}: Pick<ProductCarouselProps, 'source' | 'title' | 'viewAllHref' | 'priority'> & {
  products: Product[];
  loading: boolean;
}) {
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

// Its line is 24px in any typeface: the home page reserves the carousel's height before it
// mounts (shell's home-page.tsx), and a first visit paints in the system font, whose normal line
// is shorter than the brand typeface's.
const Title = styled.h2`
  margin: 0;
  font-size: 20px;
  line-height: 24px;
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
