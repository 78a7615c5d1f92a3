import { useEffect, useMemo, useState } from 'react';
import type { ProductWithStock } from '@storefront/shared';
import { fetchProduct, productRequest } from '../../../api/products-api';
import { useFirstAnswer } from '../../../lib/use-first-answer';
import { isMissing, parseProductId } from '../product-page-data';

type ProductState =
  | { status: 'loading' }
  | { status: 'ready'; product: ProductWithStock }
  | { status: 'not-found' }
  /** docs/api.md#other-errors: other failures are only logged. */
  | { status: 'failed' };

/**
 * The product, first from its fragment's data (what the server rendered with: the product, or
 * null when the API has none) when it has it, else from the API.
 */
export function useProduct(rawId: string | undefined, data?: ProductWithStock | null): ProductState {
  const productId = parseProductId(rawId);
  const request = useMemo(() => (productId === null ? null : productRequest(productId)), [productId]);
  const skipFetch = useFirstAnswer(request, data !== undefined);
  const [state, setState] = useState<ProductState>(() => {
    if (productId === null || data === null) return { status: 'not-found' };
    return data === undefined ? { status: 'loading' } : { status: 'ready', product: data };
  });

  useEffect(() => {
    if (productId === null) {
      setState({ status: 'not-found' });
      return;
    }
    if (skipFetch(request)) return;
    let cancelled = false;
    setState({ status: 'loading' });
    fetchProduct(productId).then(
      (product) => !cancelled && setState({ status: 'ready', product }),
      (error: unknown) => {
        if (cancelled) return;
        if (isMissing(error)) return setState({ status: 'not-found' });
        console.error('[mf-catalog] the product could not load', error);
        setState({ status: 'failed' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [productId, request, skipFetch]);

  return state;
}
