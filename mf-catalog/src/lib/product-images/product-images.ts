// The three images of a product (docs/catalog.md#images): front, back and a close detail,
// drawn for its style and colour and shared by both genders.
import type { Product } from '@storefront/shared';
import { IMAGE_SETS } from './generated';

export interface ProductImage {
  src: string;
  alt: string;
}

export const IMAGE_WIDTH = 400;
export const IMAGE_HEIGHT = 500;

const VIEW_WORDS = ['front view', 'back view', 'close-up detail'] as const;

export function productImages(product: Pick<Product, 'name' | 'color' | 'style'>): ProductImage[] {
  const set = IMAGE_SETS[`${product.color}/${product.style}`] ?? IMAGE_SETS['black/t-shirts'];
  return set.map((src, i) => ({ src, alt: `${product.name} in ${product.color}, ${VIEW_WORDS[i]}` }));
}
