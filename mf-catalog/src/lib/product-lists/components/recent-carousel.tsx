import { useEffect, useState } from 'react';
import type { Product } from '@storefront/shared';
import { fetchProduct } from '../../../api/products-api';
import { CarouselView } from './carousel-view';

/**
 * The recently viewed products, fetched by id (the API has no call for several ids; there are at
 * most RECENTLY_VIEWED_SHOWN, fetched together). One the API no longer has, or that fails, is
 * left out; with none it draws nothing.
 */
export default function RecentCarousel({ ids, title }: { ids: number[]; title: string }) {
  const [products, setProducts] = useState<Product[]>([]);
  useEffect(() => {
    let cancelled = false;
    void Promise.allSettled(ids.map((id) => fetchProduct(id))).then((results) => {
      if (!cancelled) setProducts(results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : [])));
    });
    return () => {
      cancelled = true;
    };
  }, [ids]);
  if (products.length === 0) return null;
  return <CarouselView source="recent" title={title} products={products} loading={false} />;
}
