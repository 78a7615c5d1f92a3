// Catalog reads: listings, the home page's lists, one product, and search.
import { and, asc, desc, eq, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Category, Gender, PriceFilter, Style } from '@storefront/shared/contracts/vocabulary';
import type { Product } from '@storefront/shared/contracts/schemas';
import type { Db } from '../db/client';
import { products } from '../db/schema';

export type ProductRow = typeof products.$inferSelect;

export const toProduct = (row: ProductRow): Product => ({
  id: row.id,
  productId: row.id,
  name: row.name,
  gender: row.gender as Product['gender'],
  category: row.category as Product['category'],
  style: row.style as Product['style'],
  price: row.priceCents / 100,
  salePrice: row.salePriceCents === null ? null : row.salePriceCents / 100,
  new: row.isNew,
  color: row.color as Product['color'],
  dsgn: row.collection === 'DSGN' ? 'DSGN' : null,
  description: row.description,
});

/** Sale price when present, else the regular price. */
export const effectivePriceCents = sql`coalesce(${products.salePriceCents}, ${products.priceCents})`;

/** Effective price order for a price filter, then a stable tie-break on id. */
export function priceOrder(priceFilter: PriceFilter | undefined, fallback: SQL = asc(products.id)): SQL[] {
  if (!priceFilter) return [fallback, asc(products.id)];
  return [
    priceFilter === 'high to low' ? desc(effectivePriceCents) : asc(effectivePriceCents),
    asc(products.id),
  ];
}

/** tops or bottoms match the category; a style id matches the style. */
export const clothingTypeFilter = (type: Category | Style): SQL =>
  type === 'tops' || type === 'bottoms' ? eq(products.category, type) : eq(products.style, type);

export const SEARCH_RESULT_LIMIT = 24;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, (c) => `\\${c}`);

/** Collapses whitespace and case so 'Hoodie ' and 'hoodie' are one search. */
export const normaliseSearchTerm = (term: string) => term.trim().replace(/\s+/g, ' ').toLowerCase();

export function productsRepository(db: Db) {
  return {
    async list(options: {
      gender: Gender;
      type: Category | Style;
      priceFilter?: PriceFilter;
      collection?: 'DSGN';
    }): Promise<Product[]> {
      const rows = await db
        .select()
        .from(products)
        .where(
          and(
            eq(products.gender, options.gender),
            clothingTypeFilter(options.type),
            options.collection ? eq(products.collection, options.collection) : undefined,
          ),
        )
        .orderBy(...priceOrder(options.priceFilter));
      return rows.map(toProduct);
    },

    async listNew(gender: Gender): Promise<Product[]> {
      const rows = await db
        .select()
        .from(products)
        .where(and(eq(products.gender, gender), eq(products.isNew, true)))
        .orderBy(asc(products.id));
      return rows.map(toProduct);
    },

    async listSale(gender: Gender): Promise<Product[]> {
      const rows = await db
        .select()
        .from(products)
        .where(and(eq(products.gender, gender), isNotNull(products.salePriceCents)))
        .orderBy(asc(products.id));
      return rows.map(toProduct);
    },

    async listCollection(collection: 'DSGN', gender?: Gender): Promise<Product[]> {
      const rows = await db
        .select()
        .from(products)
        .where(and(eq(products.collection, collection), gender ? eq(products.gender, gender) : undefined))
        .orderBy(asc(products.id));
      return rows.map(toProduct);
    },

    async byId(id: number): Promise<Product | null> {
      const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1);
      return row ? toProduct(row) : null;
    },

    /**
     * Case-insensitive name search ranked by relevance: names starting with the
     * term, then names holding it as a whole word, then anywhere, then names only
     * close to it (pg_trgm word similarity, through the GIN trigram index).
     */
    async search(rawTerm: string): Promise<Product[]> {
      const term = normaliseSearchTerm(rawTerm);
      const name = sql`lower(${products.name})`;
      const contains = `%${escapeLike(term)}%`;
      const rank = sql`CASE
        WHEN ${name} LIKE ${`${escapeLike(term)}%`} THEN 0
        WHEN ${name} ~ ${`\\m${escapeRegex(term)}\\M`} THEN 1
        WHEN ${name} LIKE ${contains} THEN 2
        ELSE 3 END`;
      const rows = await db
        .select()
        .from(products)
        .where(or(sql`${name} LIKE ${contains}`, sql`${term} <% ${name}`))
        .orderBy(rank, desc(sql`word_similarity(${term}, ${name})`), asc(products.id))
        .limit(SEARCH_RESULT_LIMIT);
      return rows.map(toProduct);
    },
  };
}

export type ProductsRepository = ReturnType<typeof productsRepository>;
