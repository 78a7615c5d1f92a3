// Data for the fake API and for tests: products shaped exactly as the contract's
// ProductSchema, and cart lines priced the way the API prices them.
import type { CartStock, Product, Size } from '../contracts';

let nextId = 1000;

/** A product with sensible defaults; ids increase unless given. */
export function productFixture(overrides: Partial<Product> = {}): Product {
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
    colourCount: 1,
    ...overrides,
  };
}

/** The fake API's default catalog: a full-price tee, a hoodie on sale, and leggings whose prices round. */
export const SAMPLE_PRODUCTS: readonly Product[] = [
  productFixture({ id: 1, name: 'Power Tee', price: 25, new: true }),
  productFixture({
    id: 2,
    name: 'Flex Hoodie',
    price: 49.99,
    salePrice: 34.99,
    color: 'blue',
    style: 'hoodies',
  }),
  productFixture({
    id: 15,
    name: 'Studio Leggings',
    price: 10.01,
    salePrice: 6.67,
    gender: 'women',
    category: 'bottoms',
    color: 'pink',
    style: 'leggings',
    dsgn: 'DSGN',
  }),
];

const round2 = (n: number) => Math.round(n * 100) / 100;

/** A cart line as GET /api/cart answers it: line prices are the unit prices times the quantity. */
export function cartStockOf(
  product: Product,
  size: Size,
  quantity: number,
  stockId = product.id * 10,
): CartStock {
  return {
    productId: product.productId,
    cart_stocks: {
      price: round2(product.price * quantity),
      salePrice: product.salePrice === null ? null : round2(product.salePrice * quantity),
      quantity,
      size,
      stockId,
      productName: product.name,
      gender: product.gender,
      new: product.new,
      color: product.color,
      style: product.style,
    },
  };
}

/** A cart line of one of SAMPLE_PRODUCTS (1 Power Tee, 2 Flex Hoodie on sale, 15 Studio Leggings on sale). */
export function sampleLine(productId: number, size: Size, quantity: number, stockId?: number): CartStock {
  const product = SAMPLE_PRODUCTS.find((p) => p.productId === productId);
  if (!product) throw new Error(`no sample product ${productId}`);
  return cartStockOf(product, size, quantity, stockId);
}

/** A delivery address the checkout accepts (the API's and the slices' order tests). */
export const ADDRESS_FIXTURE = {
  name: 'Ada Shopper',
  street: '1 Main Street',
  city: 'Springfield',
  postcode: 'AB1 2CD',
  country: 'UK',
};
