import { useEffect, useMemo, useState } from 'react';
import { statusOf, type ProductWithStock } from '@storefront/shared';
import { fetchProduct, productRequest } from '../../../api/products-api';
import { usePreloadedAnswer } from '../../../lib/use-preloaded-answer';

type ProductState =
  | { status: 'loading' }
  | { status: 'ready'; product: ProductWithStock }
  | { status: 'not-found' }
  /** docs/api.md#other-errors: other failures are only logged. */
  | { status: 'failed' };

/** The route parameter as a product id, or null when it is not one. */
function parseProductId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 ? id : null;
}

/** The product, first from the page's server-rendered data when it has it, else from the API. */
export function useProduct(rawId: string | undefined): ProductState {
  const productId = parseProductId(rawId);
  const request = useMemo(() => (productId === null ? null : productRequest(productId)), [productId]);
  const [preloaded, skipFetch] = usePreloadedAnswer<ProductWithStock>(request);
  const [state, setState] = useState<ProductState>(() => {
    if (productId === null) return { status: 'not-found' };
    return preloaded === undefined ? { status: 'loading' } : { status: 'ready', product: preloaded };
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
        const status = statusOf(error);
        if (status === 404 || status === 400) return setState({ status: 'not-found' });
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
