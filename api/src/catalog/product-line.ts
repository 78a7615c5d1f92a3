// One line of a catalogue file (JSON Lines): a product in the shape GET /api/products/{id} answers,
// stock, colourway group and details included, less what the API works out (the colour count, the
// colourways, the ratings: a line may carry them, they are ignored), so an answer or an export
// imports as it is (docs/catalog.md#changing-the-catalogue). It is checked against that schema
// and then against what the database and the specification also require, so a bad line is
// refused with its number and a reason a merchant can act on, never by a database error halfway.
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { Type, type TSchema } from '@sinclair/typebox';
import { ValueErrorType } from '@sinclair/typebox/errors';
import {
  ProductWithStockSchema,
  type ProductWithStock,
  type SizeStock,
} from '@storefront/shared/contracts/orders';
import { MAX_ID } from '@storefront/shared/contracts/validation';
import {
  SIZES,
  STYLE_CATEGORY,
  stylesFor,
  type Gender,
  type Size,
} from '@storefront/shared/contracts/vocabulary';
import { PRODUCT_IDS, type CatalogProduct } from '../db/catalog';

/** A line longer than this is refused before it is parsed (a product is well under 2 KB). */
export const MAX_LINE_LENGTH = 64 * 1024;
const MAX_NAME_LENGTH = 200;
const MAX_DESCRIPTION_LENGTH = 4_000;
/** Fit, fabric and care are a sentence or two each. */
const MAX_DETAIL_LENGTH = 1_000;
/** Money is integer cents in a PostgreSQL integer. */
const MAX_CENTS = 2 ** 31 - 1;

/** A product as the database keeps it, with the units left per size (none: its stock stays as it is). */
export interface ImportedProduct {
  product: CatalogProduct;
  stock: { size: Size; quantity: number }[];
}

/** A line that cannot be imported; the message starts with `line N: `. */
export class CatalogLineError extends Error {
  constructor(
    readonly line: number,
    reason: string,
  ) {
    super(`line ${line}: ${reason}`);
    this.name = 'CatalogLineError';
  }
}

/** What the answer works out rather than keeps. */
const DERIVED = ['colourCount', 'colourways', 'rating'] as const;
/** Kept, but a line written before colourways and details (migration 0016) leaves them out. */
const OPTIONAL = ['styleGroup', 'fit', 'fabric', 'care'] as const;

/** A catalogue line as export and generate write it. */
export type CatalogLine = Omit<ProductWithStock, (typeof DERIVED)[number]>;

/**
 * A line without stock leaves the product's stock as it is (a new product has none): a price
 * change imported while the store sells does not set back what orders have taken since an export.
 */
const KEEPS = ['stock'] as const;

const CatalogLineSchema = Type.Composite([
  Type.Omit(ProductWithStockSchema, [...DERIVED, ...OPTIONAL, ...KEEPS]),
  Type.Partial(Type.Pick(ProductWithStockSchema, [...DERIVED, ...OPTIONAL, ...KEEPS])),
]);
const checker = TypeCompiler.Compile(CatalogLineSchema);
const FIELDS = new Set(Object.keys(CatalogLineSchema.properties));

/** A product as a catalogue line. */
export const catalogLineOf = (p: CatalogProduct, stock: SizeStock[]): CatalogLine => ({
  id: p.id,
  productId: p.id,
  name: p.name,
  gender: p.gender,
  category: p.category,
  style: p.style,
  price: p.priceCents / 100,
  salePrice: p.salePriceCents === null ? null : p.salePriceCents / 100,
  new: p.isNew,
  color: p.color,
  dsgn: p.collection,
  description: p.description,
  stock,
  styleGroup: p.styleGroup,
  fit: p.fit,
  fabric: p.fabric,
  care: p.care,
});
/** The genders docs/catalog.md#product gives the seed's ids. */
const SPECIFIED_GENDER = new Map<number, Gender>(
  (['men', 'women'] as const).flatMap((gender) => PRODUCT_IDS[gender].map((id) => [id, gender] as const)),
);

const orList = (words: string[]) =>
  words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`;

/** What a value of the schema looks like, in words: 'a number (0 or more) or null'. */
function expected(schema: TSchema): string {
  if (Array.isArray(schema.anyOf)) return orList((schema.anyOf as TSchema[]).map(expected));
  if (schema.const !== undefined) return String(schema.const);
  const min = typeof schema.minimum === 'number' ? ` (${schema.minimum} or more)` : '';
  switch (schema.type) {
    case 'number':
      return `a number${min}`;
    case 'integer':
      return `a whole number${min}`;
    case 'string':
      return 'text';
    case 'boolean':
      return 'true or false';
    case 'null':
      return 'null';
    case 'array':
      return typeof schema.maxItems === 'number' ? `a list of at most ${schema.maxItems}` : 'a list';
    default:
      return `a${/^[aeiou]/.test(String(schema.type)) ? 'n' : ''} ${String(schema.type)}`;
  }
}

/** '/stock/0/size' as the merchant reads it: 'stock[0].size'. */
const fieldName = (path: string) =>
  path
    .slice(1)
    .split('/')
    .map((part, i) => (/^\d+$/.test(part) ? `[${part}]` : i === 0 ? part : `.${part}`))
    .join('');

/** Dollars with at most two decimals as integer cents, or null when it is not such an amount. */
function cents(amount: number): number | null {
  const value = Math.round(amount * 100);
  return Math.abs(value - amount * 100) < 1e-6 && value <= MAX_CENTS ? value : null;
}

type Line = Omit<CatalogLine, (typeof KEEPS)[number]> &
  Partial<Pick<ProductWithStock, (typeof DERIVED)[number]>> &
  Partial<Pick<CatalogLine, (typeof OPTIONAL)[number] | (typeof KEEPS)[number]>>;

/** The reason a product (already of the schema's shape) cannot be kept, or null. */
function refusal(p: Line): string | null {
  if (p.id < 1 || p.id > MAX_ID) return `id must be between 1 and ${MAX_ID}`;
  if (p.productId !== p.id) return `productId must equal id (${p.id})`;
  const specified = SPECIFIED_GENDER.get(p.id);
  if (specified && p.gender !== specified) {
    return `product ${p.id} is ${specified}'s (docs/catalog.md#product), not ${p.gender}'s`;
  }
  if (!p.name.trim()) return 'name must not be blank';
  if (p.name.length > MAX_NAME_LENGTH) return `name must be at most ${MAX_NAME_LENGTH} characters`;
  if (p.description.length > MAX_DESCRIPTION_LENGTH) {
    return `description must be at most ${MAX_DESCRIPTION_LENGTH} characters`;
  }
  for (const field of ['fit', 'fabric', 'care'] as const) {
    if ((p[field]?.length ?? 0) > MAX_DETAIL_LENGTH)
      return `${field} must be at most ${MAX_DETAIL_LENGTH} characters`;
  }
  if (p.styleGroup !== undefined && p.styleGroup !== null && !p.styleGroup.trim()) {
    return 'styleGroup must not be blank (null: a group of its own)';
  }
  if (!stylesFor(p.gender).includes(p.style)) return `style ${p.style} is not sold for ${p.gender}`;
  if (STYLE_CATEGORY[p.style] !== p.category) {
    return `category must be ${STYLE_CATEGORY[p.style]} for style ${p.style}`;
  }
  if (p.dsgn !== null && p.gender !== 'women') return 'dsgn must be null: the DSGN collection is women only';
  const price = cents(p.price);
  if (price === null || price === 0) return 'price must be more than 0, in dollars with at most two decimals';
  if (p.salePrice !== null) {
    const sale = cents(p.salePrice);
    if (sale === null || sale === 0)
      return 'salePrice must be null or more than 0, with at most two decimals';
    if (sale >= price) return 'salePrice must be less than price';
  }
  const sizes = new Set<string>();
  for (const { size, available } of p.stock ?? []) {
    if (sizes.has(size)) return `stock lists ${size} twice`;
    sizes.add(size);
    if (available > MAX_CENTS) return `stock of ${size} must be at most ${MAX_CENTS}`;
  }
  return null;
}

/** A line of the file as a product to upsert, or a CatalogLineError naming the line. */
export function parseProductLine(text: string, line: number): ImportedProduct {
  if (text.length > MAX_LINE_LENGTH) {
    throw new CatalogLineError(line, `longer than ${MAX_LINE_LENGTH} characters`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    // `npm run catalog -- generate | ...` without -s puts npm's banner first.
    const hint = text.startsWith('> ') ? ' (npm printed this: run it as `npm run -s catalog -- ...`)' : '';
    throw new CatalogLineError(line, `not JSON${hint}: ${(error as Error).message}`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new CatalogLineError(line, 'must be one product, a JSON object');
  }
  const unknown = Object.keys(value).find((key) => !FIELDS.has(key));
  if (unknown !== undefined) throw new CatalogLineError(line, `unknown field ${JSON.stringify(unknown)}`);
  const first = checker.Errors(value).First();
  if (first) {
    const field = fieldName(first.path);
    const missing = first.type === ValueErrorType.ObjectRequiredProperty;
    throw new CatalogLineError(
      line,
      `${field} ${missing ? 'is missing' : `must be ${expected(first.schema)}`}`,
    );
  }
  const p = value as Line;
  const reason = refusal(p);
  if (reason) throw new CatalogLineError(line, reason);
  const left = p.stock && new Map(p.stock.map((s) => [s.size, s.available]));
  return {
    product: {
      id: p.id,
      name: p.name,
      gender: p.gender,
      category: p.category,
      style: p.style,
      color: p.color,
      priceCents: cents(p.price)!,
      salePriceCents: p.salePrice === null ? null : cents(p.salePrice),
      isNew: p.new,
      collection: p.dsgn,
      description: p.description,
      styleGroup: p.styleGroup ?? null,
      fit: p.fit ?? '',
      fabric: p.fabric ?? '',
      care: p.care ?? '',
    },
    // The answer lists every size; a size the line's stock leaves out has none left, as the answer
    // says. No stock at all: none is written.
    stock: left ? SIZES.map((size) => ({ size, quantity: left.get(size) ?? 0 })) : [],
  };
}
