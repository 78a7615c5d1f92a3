// What search engines and link previews read in a page's head, written by the gateway from the
// route table and, on a product page, the API's product (seo.ts keeps it): the title, a
// description, the canonical address, `noindex` on personal pages, and on product pages Open Graph
// and a schema.org Product (docs/routes.md#page-titles, docs/routes.md#robots-and-sitemap).
// Everything from data is escaped: attributes as HTML, the JSON-LD block as inline JSON.
import type { ProductWithStock } from '@storefront/shared/contracts';
import { toCents } from '@storefront/shared/contracts/money';
import {
  COLOURS,
  FILTER_PRESETS,
  STYLE_LABELS,
  isGender,
  type Gender,
  type Style,
} from '@storefront/shared/contracts/vocabulary';
import { pageTitle } from '@storefront/shared/navigation/page-title';
import { NOT_FOUND_TITLE, matchStoreRoute, titleForPath } from '@storefront/shared/navigation/store-routes';
import { inlineJson } from '@storefront/shared/server';

export const STORE_NAME = 'DSGN Fitness';
/** Prices are US dollars: the store shows them with `$` (formatMoney in the money contract). */
export const CURRENCY = 'USD';
/** Longest meta description: what result pages show, the rest is cut anyway. */
const DESCRIPTION_MAX = 200;

/**
 * Pages a crawler has no business in: personal ones and forms (robots.txt disallows them too).
 * A page of these gets `noindex` in case a link to it is followed anyway.
 */
export const PRIVATE_PAGES = [
  '/account',
  '/cart',
  '/checkout',
  '/wishlist',
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
];

/**
 * The part of the API's product answer the head uses (GET /api/products/{id}, the contract's
 * ProductWithStock). Colour, style, collection and sizes stay plain text: asHeadProduct keeps a
 * value the vocabulary does not know (the description and JSON-LD still say it, the image falls
 * back), and the stock is optional since an answer may not say it.
 */
export type HeadProduct = Pick<
  ProductWithStock,
  'productId' | 'name' | 'gender' | 'price' | 'salePrice' | 'description'
> & {
  color?: string;
  style?: string;
  dsgn?: string | null;
  /** Units left per size; absent when the answer does not say. */
  stock?: { size: string; available: number }[];
};

const isText = (value: unknown): value is string => typeof value === 'string';
const isMoney = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** The product from an API answer, or null when the answer is not a product. */
export function asHeadProduct(body: unknown): HeadProduct | null {
  if (typeof body !== 'object' || body === null) return null;
  const p = body as Record<string, unknown>;
  const productId = Number.isInteger(p.productId) ? (p.productId as number) : p.id;
  if (!Number.isInteger(productId) || !isText(p.name) || !isGender(p.gender) || !isMoney(p.price)) {
    return null;
  }
  const stock = Array.isArray(p.stock)
    ? (p.stock as unknown[]).filter(
        (s): s is { size: string; available: number } =>
          typeof s === 'object' && s !== null && Number.isInteger((s as { available?: unknown }).available),
      )
    : undefined;
  return {
    productId: productId as number,
    name: p.name,
    gender: p.gender,
    price: p.price,
    salePrice: isMoney(p.salePrice) ? p.salePrice : null,
    description: isText(p.description) ? p.description : '',
    ...(isText(p.color) ? { color: p.color } : {}),
    ...(isText(p.style) ? { style: p.style } : {}),
    ...(isText(p.dsgn) ? { dsgn: p.dsgn } : {}),
    ...(stock ? { stock: stock.map(({ size, available }) => ({ size, available })) } : {}),
  };
}

export const escapeAttribute = (text: string): string =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** Dollars as schema.org and Open Graph want them: '49.99'. */
const amount = (dollars: number) => (toCents(dollars) / 100).toFixed(2);

/** Cuts a description at a word, so a preview never ends mid-word. */
function shorten(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= DESCRIPTION_MAX) return flat;
  const cut = flat.slice(0, DESCRIPTION_MAX - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

const GENDER_WORD: Record<Gender, string> = { men: "men's", women: "women's" };

const FIXED_DESCRIPTIONS: Record<string, string> = {
  '/home': `${STORE_NAME}: gym clothing and sportswear for men and women. Shop this month's new releases, the sale and the DSGN Studio collection. Free express delivery over $150 and free 30-day returns.`,
  '/login': `Log in to your ${STORE_NAME} account to see your cart, wishlist and orders.`,
  '/signup': `Join ${STORE_NAME}: create an account to save a wishlist and check out faster.`,
  '/cart': `Your ${STORE_NAME} cart.`,
  '/account': `Your ${STORE_NAME} account.`,
  '/wishlist': `Your ${STORE_NAME} wishlist.`,
  '/forgot-password': `Ask for a link to set a new password for your ${STORE_NAME} account.`,
  '/reset-password': `Set a new password for your ${STORE_NAME} account.`,
  '/verify-email': `Confirm the e-mail address of your ${STORE_NAME} account.`,
  '/checkout': `Check out your ${STORE_NAME} order.`,
};

function listingDescription(gender: Gender, filter: string | undefined): string {
  const who = GENDER_WORD[gender];
  const tail = 'Free express delivery over $150 and free 30-day returns.';
  switch (filter) {
    case undefined:
      return gender === 'men'
        ? `Shop men's gym clothing at ${STORE_NAME}: t-shirts, long sleeves, hoodies, shorts, pants and sweatpants. ${tail}`
        : `Shop women's gym clothing at ${STORE_NAME}: sports bras, t-shirts, long sleeves, hoodies, leggings, shorts and sweatpants. ${tail}`;
    case 'tops':
    case 'bottoms':
      return `Shop ${who} gym ${filter} at ${STORE_NAME}. ${tail}`;
    case 'new':
      return `New releases this month: the latest ${who} gym clothing at ${STORE_NAME}. ${tail}`;
    case 'sale':
      return `${gender === 'men' ? "Men's" : "Women's"} gym clothing on sale this month at ${STORE_NAME}. ${tail}`;
    case 'DSGN':
      return `The DSGN Studio collection: ${STORE_NAME}'s signature series for women. ${tail}`;
    default:
      return `Shop ${who} ${(STYLE_LABELS[filter as Style] ?? filter).toLowerCase()} at ${STORE_NAME}. ${tail}`;
  }
}

function productDescription(product: HeadProduct): string {
  const price =
    product.salePrice === null
      ? `$${amount(product.price)}`
      : `now $${amount(product.salePrice)}, was $${amount(product.price)}`;
  const colour = product.color ? ` in ${product.color}` : '';
  return shorten(`${product.name}${colour}, ${price}. ${product.description}`);
}

/** The product's front image: the catalog release draws one per style and colour (docs/catalog.md#images). */
function productImage(product: HeadProduct, origin: string, catalogBase: string): string {
  const colour = COLOURS.includes(product.color as (typeof COLOURS)[number]) ? product.color : 'black';
  const style = product.style && product.style in STYLE_LABELS ? product.style : 't-shirts';
  return new URL(`${catalogBase.replace(/\/$/, '')}/assets/${colour}-${style}-front.svg`, origin).href;
}

function availability(product: HeadProduct): string | undefined {
  if (!product.stock) return undefined;
  return product.stock.some((s) => s.available > 0)
    ? 'https://schema.org/InStock'
    : 'https://schema.org/OutOfStock';
}

/** schema.org Product; on sale the offer's price is the sale price, the regular one its strikethrough. */
function productJsonLd(product: HeadProduct, url: string, image: string | undefined) {
  const onSale = product.salePrice !== null;
  const price = amount(product.salePrice ?? product.price);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    ...(image ? { image: [image] } : {}),
    description: product.description || product.name,
    sku: String(product.productId),
    productID: String(product.productId),
    brand: { '@type': 'Brand', name: STORE_NAME },
    ...(product.color ? { color: product.color } : {}),
    url,
    offers: {
      '@type': 'Offer',
      url,
      price,
      priceCurrency: CURRENCY,
      ...(onSale
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
      ...(availability(product) ? { availability: availability(product) } : {}),
      itemCondition: 'https://schema.org/NewCondition',
    },
  };
}

/**
 * The page's address for search engines: fixed words in lower case, no trailing slash, no query;
 * a product under its own gender (as sitemap.xml lists it). Null for what is not a page.
 */
export function canonicalPath(pathname: string, product?: HeadProduct | null): string | null {
  const route = matchStoreRoute(pathname);
  switch (route.kind) {
    case 'page':
      return route.path;
    case 'listing':
      // A preset keeps its case (docs/routes.md): the route table's own spelling.
      return route.filter === undefined
        ? `/${route.gender}/products`
        : `/${route.gender}/products/filter/${FILTER_PRESETS[route.gender].find((f) => f === route.filter)}`;
    case 'product':
      return `/${product?.gender ?? route.gender}/products/${route.productId}`;
    default:
      // An order confirmation is one shopper's (noindex), not a page to point crawlers at.
      return null;
  }
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeAttribute(content)}">`;

export interface HeadOptions {
  /**
   * The active catalog release's base (`/releases/mf-catalog/<version>`): product images are its
   * assets. Without it a product page has no og:image.
   */
  catalogBase?: string;
  /** The page's answer is a 404 (a product the API does not know): the not-found page's head. */
  notFound?: boolean;
}

/**
 * The head tags of a page, to replace the shell template's `<title>`: `pathname` as requested,
 * `origin` the store's (`https://shop.example`), `product` the API's answer on a product page
 * (seo.ts's pageStatus gives it; absent when the API could not say).
 */
export function headTags(
  pathname: string,
  origin: string,
  product?: HeadProduct | null,
  options: HeadOptions = {},
): string {
  const route = options.notFound ? ({ kind: 'not-found' } as const) : matchStoreRoute(pathname);
  const base = origin.replace(/\/+$/, '');
  const canonical = route.kind === 'not-found' ? null : canonicalPath(pathname, product);
  const onProduct = route.kind === 'product' && product ? product : null;
  let title = pageTitle(route.kind === 'not-found' ? NOT_FOUND_TITLE : titleForPath(pathname));
  if (onProduct) title = pageTitle(onProduct.name);

  let description: string | undefined;
  if (route.kind === 'page') description = FIXED_DESCRIPTIONS[route.path];
  else if (route.kind === 'listing') description = listingDescription(route.gender, route.filter);
  else if (onProduct) description = productDescription(onProduct);
  else if (route.kind === 'product')
    description = `${GENDER_WORD[route.gender]} gym clothing at ${STORE_NAME}.`;
  else if (route.kind === 'confirmation') description = `Your ${STORE_NAME} order confirmation.`;

  const personal =
    route.kind === 'not-found' ||
    route.kind === 'confirmation' ||
    (route.kind === 'page' && PRIVATE_PAGES.includes(route.path));

  const tags = [`<title>${escapeAttribute(title)}</title>`];
  if (description) tags.push(meta('name', 'description', description));
  if (personal) tags.push(meta('name', 'robots', 'noindex'));
  if (canonical) tags.push(`<link rel="canonical" href="${escapeAttribute(base + canonical)}">`);

  if (onProduct && canonical) {
    const url = base + canonical;
    const image = options.catalogBase ? productImage(onProduct, base, options.catalogBase) : undefined;
    tags.push(
      meta('property', 'og:type', 'product'),
      meta('property', 'og:site_name', STORE_NAME),
      meta('property', 'og:title', onProduct.name),
      meta('property', 'og:description', description ?? onProduct.name),
      meta('property', 'og:url', url),
      ...(image ? [meta('property', 'og:image', image)] : []),
      meta('property', 'product:price:amount', amount(onProduct.salePrice ?? onProduct.price)),
      meta('property', 'product:price:currency', CURRENCY),
      // A JSON data block, never run: no CSP nonce (as the page data, server.ts).
      `<script type="application/ld+json">${inlineJson(productJsonLd(onProduct, url, image))}</script>`,
    );
  }
  return tags.join('');
}
