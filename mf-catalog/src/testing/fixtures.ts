import type { Product } from '@storefront/shared';

let nextId = 1;

/** A product with sensible defaults; ids increase unless given. */
export function product(overrides: Partial<Product> = {}): Product {
  const id = overrides.productId ?? overrides.id ?? nextId++;
  return {
    id,
    productId: id,
    name: `Product ${id}`,
    gender: 'men',
    category: 'tops',
    style: 't-shirts',
    price: 40,
    salePrice: null,
    new: false,
    color: 'black',
    dsgn: null,
    description: 'Soft, breathable training fabric.',
    ...overrides,
  };
}
