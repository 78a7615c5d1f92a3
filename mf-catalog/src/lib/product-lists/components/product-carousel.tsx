import type { FragmentDataProps, LoadContext, Product, ProductCarouselProps } from '@storefront/shared';
import { fetchCarousel } from '../../../api/products-api';
import { useCarouselProducts } from '../hooks/use-carousel-products';
import { CarouselView } from './carousel-view';
import { RecentlyViewed } from './recently-viewed';

type ListedProps = ProductCarouselProps & { source: Exclude<ProductCarouselProps['source'], 'recent'> };

/**
 * The carousel fragment's data: its products, loaded as its hook loads them. What this device
 * viewed is the browser's alone: the server has nothing to load for it.
 */
export const loadCarousel = (
  { source, gender, category, excludeProductId }: ProductCarouselProps,
  { get }: LoadContext,
): Promise<Product[]> =>
  source === 'recent'
    ? Promise.resolve([])
    : fetchCarousel({ source, gender, category, excludeProductId }, get);

/** Home carousels (new, sale, DSGN, recently viewed) and the product page's suggestions. */
export function ProductCarousel(props: ProductCarouselProps & FragmentDataProps<Product[]>) {
  if (props.source === 'recent') {
    return <RecentlyViewed title={props.title} excludeProductId={props.excludeProductId} />;
  }
  return <ListedCarousel {...props} source={props.source} />;
}

function ListedCarousel({
  source,
  title,
  viewAllHref,
  gender,
  category,
  excludeProductId,
  priority,
  data,
}: ListedProps & FragmentDataProps<Product[]>) {
  const { loading, products } = useCarouselProducts({ source, gender, category, excludeProductId }, data);
  return (
    <CarouselView
      source={source}
      title={title}
      viewAllHref={viewAllHref}
      products={products}
      loading={loading}
      priority={priority}
    />
  );
}
