import { productPath, type Product } from '@storefront/shared';

export const productHref = (product: Pick<Product, 'gender' | 'productId'>) =>
  productPath(product.gender, product.productId);

/** SALE (sale price present) wins over NEW. */
export function productTag(product: Pick<Product, 'salePrice' | 'new'>): 'SALE' | 'NEW' | null {
  if (product.salePrice !== null && product.salePrice !== undefined) return 'SALE';
  return product.new ? 'NEW' : null;
}
