import { useEffect, useMemo } from 'react';
import { FireIcon, PageNotFound, SkeletonCard, setPageTitle } from '@storefront/shared';
import type {
  FragmentDataProps,
  Product,
  ProductPageProps,
  ProductWithStock,
  ReviewsPage,
} from '@storefront/shared';
import { Price } from '../../../lib/product-card/components/price';
import { productTag } from '../../../lib/product-card/product-links';
import { productImages } from '../../../lib/product-images/product-images';
import { ProductCarousel } from '../../../lib/product-lists/components/product-carousel';
import { rememberViewed } from '../../../lib/product-lists/recently-viewed';
import { useProduct } from '../hooks/use-product';
import { expressOfferTerms } from '../delivery-estimate';
import type { ProductPageData } from '../product-page-data';
import { stockBySize } from '../../../lib/use-size-stock';
import { Collapsible } from './collapsible';
import { ColourSwatches } from './colour-swatches';
import { ExpressOffer } from './express-offer';
import { FinalSaleNote } from './final-sale-note';
import { ProductDetails } from './product-details';
import { ProductReviews } from './reviews/product-reviews';
import { Gallery } from './gallery';
import { PurchaseForm } from './purchase-form';
import {
  Page,
  Layout,
  Details,
  Badge,
  Name,
  PriceLine,
  Colour,
  Cards,
  InfoCard,
  Apps,
  AppBadge,
} from './product-page.styles';

/**
 * Men's and women's detail pages. A product of the other gender's route is still
 * shown (its cards and suggestions link to its own gender's route).
 */
export function ProductPage({ productId, data }: ProductPageProps & FragmentDataProps<ProductPageData>) {
  const state = useProduct(productId, data?.product);
  // The store's one not-found page, as for any address that is no page (the gateway answers 404).
  if (state.status === 'not-found') return <PageNotFound />;
  if (state.status === 'failed') return <Page aria-busy="false" />;
  if (state.status === 'loading') {
    return (
      <Page aria-busy="true">
        <Layout>
          <SkeletonCard />
          <SkeletonCard />
        </Layout>
      </Page>
    );
  }
  return (
    <ProductDetail
      key={state.product.productId}
      product={state.product}
      similar={data?.similar}
      reviews={data?.reviews}
      now={data?.now}
    />
  );
}

function ProductDetail({
  product,
  similar,
  reviews,
  now,
}: {
  product: ProductWithStock;
  similar?: Product[];
  reviews?: ReviewsPage;
  now?: number;
}) {
  const images = useMemo(() => productImages(product), [product]);
  const stock = useMemo(() => stockBySize(product.stock), [product]);
  const tag = productTag(product);
  // The shell titles the route by its section; the product's name is known here.
  useEffect(() => setPageTitle(product.name), [product.name]);
  // Kept on this device for RECENTLY VIEWED (here on other products' pages, and on /home).
  useEffect(() => rememberViewed(product.productId), [product.productId]);

  return (
    <Page data-testid="product-page">
      <Layout>
        <Gallery images={images} />
        <Details>
          {tag && (
            <Badge $sale={tag === 'SALE'} data-testid="product-badge">
              {tag}
              {tag === 'SALE' && <FireIcon size={14} />}
            </Badge>
          )}
          <Name>{product.name}</Name>
          <ExpressOffer />
          <PriceLine>
            <Price product={product} />
            <FinalSaleNote product={product} />
          </PriceLine>
          <Colour>{product.color}</Colour>
          <ColourSwatches product={product} />
          <PurchaseForm product={product} stock={stock} now={now} />
          <Cards>
            <InfoCard>
              <strong>Pay in 4 interest-free instalments</strong>
              <span>Available on orders over $35 (minimum order value $35).</span>
            </InfoCard>
            <InfoCard>
              <strong>Free standard shipping over $75</strong>
              <span>Free express delivery on orders over $150.</span>
            </InfoCard>
            <InfoCard>
              <strong>Free 30-day returns</strong>
              <span>Final sale items excluded.</span>
            </InfoCard>
          </Cards>
          <ProductDetails product={product} />
          <Collapsible title="DELIVERY & RETURNS">
            <ul>
              <li>Free standard shipping on orders over $75.</li>
              <li>Free express delivery on orders over $150.</li>
              <li>{expressOfferTerms()}</li>
              <li>Free 30-day returns policy (final sale excluded).</li>
            </ul>
          </Collapsible>
          <Apps aria-label="Our apps">
            <strong>SHOP ON THE APP</strong>
            <AppBadge>Download on the App Store</AppBadge>
            <AppBadge>Get it on Google Play</AppBadge>
          </Apps>
        </Details>
      </Layout>
      <ProductReviews product={product} firstPage={reviews} />
      <ProductCarousel
        source="similar"
        title="YOU MIGHT ALSO LIKE"
        gender={product.gender}
        category={product.category}
        excludeProductId={product.productId}
        data={similar}
      />
      <ProductCarousel source="recent" title="RECENTLY VIEWED" excludeProductId={product.productId} />
    </Page>
  );
}
