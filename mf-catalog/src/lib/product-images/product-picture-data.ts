// What ./ProductPicture needs of a product to draw it (docs/catalog.md#images): its colour and
// style, from GET /api/products/{id}, the catalog's own call. The server's `load` and the
// browser's hook ask the same call; in the browser one product is asked once however many lines
// show it (a size per line), and a failed or missing one is asked again at the next mount.
import type { Colour, FragmentGet, LoadContext, ProductPictureProps, Style } from '@storefront/shared';
import { failedStatus, fetchProduct } from '../../api/products-api';

/** The look of a product's pictures; null when the API has no such product. */
export type PictureLook = { color: Colour; style: Style } | null;

const lookOf = async (productId: number, get?: FragmentGet): Promise<PictureLook> => {
  try {
    const { color, style } = await fetchProduct(productId, get);
    return { color, style };
  } catch (error) {
    // No such product (or no such id): a blank box, never asked again on this page.
    if ([400, 404].includes(failedStatus(error) ?? 0)) return null;
    throw error;
  }
};

/** The fragment's `load` (server): the product's look. */
export const loadProductPicture = ({ productId }: ProductPictureProps, { get }: LoadContext) =>
  lookOf(productId, get);

/** Products whose look this page already asked (bounded: a page shows at most 50 cart lines). */
const KNOWN_MAX = 200;
const known = new Map<number, Promise<PictureLook>>();

/** The browser's: one request per product, shared by every picture of it on the page. */
export function pictureLook(productId: number): Promise<PictureLook> {
  const cached = known.get(productId);
  if (cached) return cached;
  const asked = lookOf(productId);
  known.set(productId, asked);
  if (known.size > KNOWN_MAX) known.delete(known.keys().next().value as number);
  // A failure is not remembered: the next picture of it asks again.
  asked.catch(() => known.delete(productId));
  return asked;
}

/** Tests: forget what earlier tests asked. */
export const forgetPictureLooks = () => known.clear();
