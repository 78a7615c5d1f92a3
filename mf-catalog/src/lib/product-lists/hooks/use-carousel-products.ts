import { useEffect, useState } from 'react';
import type { Product } from '@storefront/shared';
import { fetchCarousel, type CarouselQuery } from '../../../api/products-api';

/** Loads a carousel's products; failures are only logged (docs/api.md#other-errors) and leave it empty. */
export function useCarouselProducts({ source, gender, category, excludeProductId }: CarouselQuery) {
  const [state, setState] = useState<{ loading: boolean; products: Product[] }>({
    loading: true,
    products: [],
  });

  useEffect(() => {
    let cancelled = false;
    setState({ loading: true, products: [] });
    fetchCarousel({ source, gender, category, excludeProductId }).then(
      (products) => !cancelled && setState({ loading: false, products }),
      (error: unknown) => {
        console.error(`[mf-catalog] the ${source} carousel could not load`, error);
        if (!cancelled) setState({ loading: false, products: [] });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [source, gender, category, excludeProductId]);

  return state;
}
