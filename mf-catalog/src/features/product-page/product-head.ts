// The product page's head (docs/routes.md#page-titles): the product's name as the title, its
// price and description, its canonical address under its own gender, Open Graph with its picture
// as the mail's PNG, and a schema.org Product with its front image; a 404 when the API has no such product. The gateway writes
// it, escaped, without knowing what it says.
import {
  PRODUCT_PICTURE_PNG_SIZE,
  STORE_NAME,
  pageTitle,
  productPath,
  productPicturePngPath,
  toCents,
} from '@storefront/shared';
import type { FragmentHead, HeadContext, ProductPageProps, ProductWithStock } from '@storefront/shared';
import { productImages } from '../../lib/product-images/product-images';
import type { ProductPageData } from './product-page-data';

/** Prices are US dollars: the store shows them with `$` (formatMoney in the money contract). */
const CURRENCY = 'USD';
/** Longest meta description: what result pages show, the rest is cut anyway. */
const DESCRIPTION_MAX = 200;

/** Dollars as schema.org and Open Graph want them: '49.99'. */
const amount = (dollars: number) => (toCents(dollars) / 100).toFixed(2);

/** Cuts a description at a word, so a preview never ends mid-word. */
function shorten(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= DESCRIPTION_MAX) return flat;
  const cut = flat.slice(0, DESCRIPTION_MAX - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

function describe(product: ProductWithStock): string {
  const price =
    product.salePrice === null
      ? `$${amount(product.price)}`
      : `now $${amount(product.salePrice)}, was $${amount(product.price)}`;
  const colour = product.color ? ` in ${product.color}` : '';
  return shorten(`${product.name}${colour}, ${price}. ${product.description}`);
}

function availability(product: ProductWithStock): string | undefined {
  if (!Array.isArray(product.stock)) return undefined;
  return product.stock.some((s) => s.available > 0)
    ? 'https://schema.org/InStock'
    : 'https://schema.org/OutOfStock';
}

/** schema.org Product; on sale the offer's price is the sale price, the regular one its strikethrough. */
function productJsonLd(product: ProductWithStock, url: string, image: string) {
  const price = amount(product.salePrice ?? product.price);
  const stock = availability(product);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    image: [image],
    description: product.description || product.name,
    sku: String(product.productId),
    productID: String(product.productId),
    brand: { '@type': 'Brand', name: STORE_NAME },
    ...(product.color ? { color: product.color } : {}),
    url,
    // Only with reviews: schema.org asks for at least one rating (docs/api.md#reviews).
    ...(product.rating?.count && product.rating.average !== null
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating.average,
            reviewCount: product.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    offers: {
      '@type': 'Offer',
      url,
      price,
      priceCurrency: CURRENCY,
      ...(product.salePrice !== null
        ? {
            priceSpecification: [
              { '@type': 'UnitPriceSpecification', price, priceCurrency: CURRENCY },
              {
                '@type': 'UnitPriceSpecification',
                priceType: 'https://schema.org/StrikethroughPrice',
                price: amount(product.price),
                priceCurrency: CURRENCY,
              },
            ],
          }
        : {}),
      ...(stock ? { availability: stock } : {}),
      itemCondition: 'https://schema.org/NewCondition',
    },
  };
}

export function productPageHead(
  { product }: ProductPageData,
  _props: ProductPageProps,
  { origin }: HeadContext,
): FragmentHead {
  if (!product) return { status: 404 };
  const base = origin.replace(/\/+$/, '');
  // A product of the other gender's route is shown; search engines get it under its own.
  const canonical = productPath(product.gender, product.productId);
  const url = base + canonical;
  // The front image of this release (its own asset, named as the browser build names it).
  const front = productImages(product)[0];
  const image = new URL(front.src, `${base}/`).href;
  // Link previews get the PNG the order mail shows: they do not all read SVG.
  const png = base + productPicturePngPath(product.productId);
  const description = describe(product);
  return {
    title: pageTitle(product.name),
    description,
    canonical,
    openGraph: [
      ['og:type', 'product'],
      ['og:site_name', STORE_NAME],
      ['og:title', product.name],
      ['og:description', description],
      ['og:url', url],
      ['og:image', png],
      ['og:image:type', 'image/png'],
      ['og:image:width', String(PRODUCT_PICTURE_PNG_SIZE.width)],
      ['og:image:height', String(PRODUCT_PICTURE_PNG_SIZE.height)],
      ['og:image:alt', front.alt],
      ['product:price:amount', amount(product.salePrice ?? product.price)],
      ['product:price:currency', CURRENCY],
    ],
    jsonLd: productJsonLd(product, url, image),
  };
}
