import { useEffect, useState } from 'react';
import { statusOf } from '@storefront/shared';
import type { Product, SizeStock } from '@storefront/shared';
import { fetchProduct } from '../../../api/products-api';

type ProductState =
  | { status: 'loading' }
  | { status: 'ready'; product: Product & { stock?: SizeStock[] } }
  | { status: 'not-found' }
  /** docs/api.md#other-errors: other failures are only logged. */
  | { status: 'failed' };

/** The route parameter as a product id, or null when it is not one. */
function parseProductId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 ? id : null;
}

export function useProduct(rawId: string | undefined): ProductState {
  const productId = parseProductId(rawId);
  const [state, setState] = useState<ProductState>(
    productId === null ? { status: 'not-found' } : { status: 'loading' },
  );

  useEffect(() => {
    if (productId === null) {
      setState({ status: 'not-found' });
      return;
    }
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
  }, [productId]);

  return state;
}
