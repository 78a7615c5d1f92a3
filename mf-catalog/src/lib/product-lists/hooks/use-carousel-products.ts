import { useEffect, useMemo, useState } from 'react';
import type { Product } from '@storefront/shared';
import {
  carouselProducts,
  carouselRequest,
  fetchCarousel,
  type CarouselAnswer,
  type CarouselQuery,
} from '../../../api/products-api';
import { usePreloadedAnswer } from '../../use-preloaded-answer';

/**
 * Loads a carousel's products: first from the page's server-rendered data when it has them,
 * otherwise from the API. Failures are only logged (docs/api.md#other-errors) and leave it empty.
 */
export function useCarouselProducts({ source, gender, category, excludeProductId }: CarouselQuery) {
  const request = useMemo(() => carouselRequest({ source, gender, category }), [source, gender, category]);
  const [preloaded, skipFetch] = usePreloadedAnswer<CarouselAnswer>(request);
  const [state, setState] = useState<{ loading: boolean; products: Product[] }>(() =>
    preloaded === undefined
      ? { loading: true, products: [] }
      : { loading: false, products: carouselProducts({ source, excludeProductId }, preloaded) },
  );

  useEffect(() => {
    if (skipFetch(request)) return undefined;
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
  }, [request, skipFetch, source, gender, category, excludeProductId]);

  return state;
}
