import { useEffect, useMemo, useState } from 'react';
import type { Product } from '@storefront/shared';
import { carouselRequest, fetchCarousel, type CarouselQuery } from '../../../api/products-api';
import { useFirstAnswer } from '../../use-first-answer';

/**
 * Loads a carousel's products: first from its fragment's data (what the server rendered with)
 * when it has them, otherwise from the API. Failures are only logged (docs/api.md#other-errors)
 * and leave it empty.
 */
export function useCarouselProducts(
  { source, gender, category, excludeProductId }: CarouselQuery,
  data?: Product[],
) {
  const request = useMemo(() => carouselRequest({ source, gender, category }), [source, gender, category]);
  const skipFetch = useFirstAnswer(request, data !== undefined);
  const [state, setState] = useState<{ loading: boolean; products: Product[] }>(() =>
    data === undefined ? { loading: true, products: [] } : { loading: false, products: data },
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
