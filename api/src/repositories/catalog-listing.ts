// The catalogue's listings in SQL (docs/api.md#paged-listing): one page at a time in a keyset
// order an index of migration 0011 gives (gender first, then id, effective price or new flag, then
// id), the filters tested on the rows as the index gives them, and the next page starting after
// the last row's (sort key, id), so page 400 costs what page 1 does. Totals and facet counts come
// from a summary of the gender's products grouped by every filtered field (a few thousand groups
// at 100,000 products, one query per gender while the catalogue's cache holds it), so no filter
// combination a client makes up costs a count over the catalogue (catalog-facets.ts counts them).
import { and, asc, desc, eq, gte, isNotNull, sql, type SQL } from 'drizzle-orm';
import { GENDERS, stylesFor, type Gender, type Style } from '@storefront/shared/contracts/vocabulary';
import type { ProductFacets } from '@storefront/shared/contracts/product-page';
import type { ProductSort } from '@storefront/shared/contracts/product-page-limits';
import type { Product } from '@storefront/shared/contracts/schemas';
import { MAX_ID } from '@storefront/shared/contracts/validation';
import type { Db } from '../db/client';
import { Lane } from '../db/lane';
import { products } from '../db/schema';
import { badRequest } from '../http/errors';
import { CatalogCache } from './catalog-cache';
import { countFacets, sizeBit, type Group, type ListingFilters } from './catalog-facets';
import { GROUP_COLUMNS, SEARCH_MAX_MATCHES, searchMatchRows } from './catalog-search';
import { toProduct } from './products';

export type { ListingFilters };

/** A listing's order: the store's own (by id), a search's (its rank) or one a shopper picks. */
export type ListingOrder = 'id' | 'relevance' | ProductSort;

/**
 * Where a page starts: after the row with this sort key (price, new flag as 0/1, place in a
 * search's matches from 1; 0 by id) and id.
 */
interface Position {
  key: number;
  id: number;
}

export interface ListingPage {
  products: Product[];
  total: number;
  nextCursor: string | null;
}

// Cursors ------------------------------------------------------------------------------------

const CURSOR = /^(id|relevance|price-asc|price-desc|newest)\.(\d{1,10})\.(\d{1,10})$/;

export const encodeCursor = (order: ListingOrder, at: Position): string =>
  Buffer.from(`${order}.${at.key}.${at.id}`).toString('base64url');

/**
 * The position a cursor names, read strictly: one of another order, a number out of range or
 * anything this API did not write is a 400 (a cursor only ever moves where a page may start).
 */
export function decodeCursor(cursor: string, order: ListingOrder): Position {
  const match = CURSOR.exec(Buffer.from(cursor, 'base64url').toString('latin1'));
  const key = Number(match?.[2]);
  const id = Number(match?.[3]);
  const keyMax = { newest: 1, id: 0, relevance: SEARCH_MAX_MATCHES }[order as string] ?? 2_147_483_647;
  if (
    !match ||
    match[1] !== order ||
    id < 1 ||
    id > MAX_ID ||
    key > keyMax ||
    encodeCursor(order, { key, id }) !== cursor
  ) {
    throw badRequest('cursor is not one this listing gave: start again from the first page');
  }
  return { key, id };
}

// Pages ------------------------------------------------------------------------------------

/** A search's matches as one parameter, an int[] literal (the same text on PGlite and PostgreSQL). */
const matchArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

function where(filters: ListingFilters): SQL | undefined {
  const { gender, category, style, colors, sizes, isNew, sale, collection, matches } = filters;
  const mask = sizes?.reduce((bits, size) => bits | sizeBit(size), 0);
  return and(
    gender ? eq(products.gender, gender) : undefined,
    category ? eq(products.category, category) : undefined,
    style ? eq(products.style, style) : undefined,
    colors?.length
      ? sql`${products.color} IN (${sql.join(
          colors.map((c) => sql`${c}`),
          sql`, `,
        )})`
      : undefined,
    mask ? sql`(${products.sizesInStock} & ${mask}) <> 0` : undefined,
    isNew ? eq(products.isNew, true) : undefined,
    sale ? isNotNull(products.salePriceCents) : undefined,
    collection ? eq(products.collection, collection) : undefined,
    matches ? sql`${products.id} = ANY(${matchArray(matches)})` : undefined,
  );
}

/** The order's ORDER BY, the condition of rows after `at`, and the sort key of a row. */
function keyset(order: ListingOrder, at: Position | null, matches: readonly number[] = []) {
  const { id, effectivePriceCents: price, isNew } = products;
  switch (order) {
    case 'relevance': {
      // At most SEARCH_MAX_MATCHES ids, in rank order: a row's place among them is its rank.
      const place = sql`array_position(${matchArray(matches)}, ${id})`;
      const places = new Map(matches.map((matchId, i) => [matchId, i + 1]));
      return {
        orderBy: [asc(place), asc(id)],
        after: at && sql`(${place}, ${id}) > (${at.key}, ${at.id})`,
        key: (row: typeof products.$inferSelect) => places.get(row.id) ?? 0,
      };
    }
    case 'price-asc':
      return {
        orderBy: [asc(price), asc(id)],
        after: at && sql`(${price}, ${id}) > (${at.key}, ${at.id})`,
        key: (row: typeof products.$inferSelect) => row.effectivePriceCents ?? 0,
      };
    case 'price-desc':
      return {
        orderBy: [desc(price), desc(id)],
        after: at && sql`(${price}, ${id}) < (${at.key}, ${at.id})`,
        key: (row: typeof products.$inferSelect) => row.effectivePriceCents ?? 0,
      };
    case 'newest':
      return {
        orderBy: [desc(isNew), desc(id)],
        after: at && sql`(${isNew}, ${id}) < (${at.key === 1}, ${at.id})`,
        key: (row: typeof products.$inferSelect) => (row.isNew ? 1 : 0),
      };
    default:
      return {
        orderBy: [asc(id)],
        after: at && sql`${id} > ${at.id}`,
        key: () => 0,
      };
  }
}

/** A search's matches: their ids in rank order and their groups (for its total and facets). */
export interface SearchMatches {
  ids: number[];
  groups: Group[];
}

/** Runs the search for its matches (at most SEARCH_MAX_MATCHES: grouping them here is bounded). */
async function searchMatches(db: Db, term: string): Promise<SearchMatches> {
  const rows = await searchMatchRows(db, term);
  const groups = new Map<string, Group>();
  for (const { id: _id, ...fields } of rows) {
    const key = Object.values(fields).join('|');
    const group = groups.get(key);
    if (group) group.count += 1;
    else groups.set(key, { ...fields, count: 1 });
  }
  return { ids: rows.map((row) => row.id), groups: [...groups.values()] };
}

/**
 * Rows a query of ids() reads at most: a sitemap file's 50,000 ids come in pieces, so the calls
 * that queue meanwhile take their turns between them (PGlite runs one query at a time, and 50,000
 * rows in one query held it about 400 ms at 100,000 products; api/README.md, Memory and stalls).
 */
export const IDS_PIECE = 1_000;

/** Every product's id and gender, and each IDS_PIECE of them as the JSON text of its entries. */
interface IdList {
  ids: number[];
  genders: Gender[];
  pieces: string[];
}

/** `{"id":1,"gender":"men"},…` for the entries from `start` to `end` (ids and genders are the database's). */
const idEntries = (
  ids: readonly number[],
  genders: readonly Gender[],
  start: number,
  end: number,
): string => {
  const entries: string[] = [];
  for (let i = start; i < end; i++) entries.push(`{"id":${ids[i]},"gender":"${genders[i]}"}`);
  return entries.join(',');
};

// The repository ---------------------------------------------------------------------------------

export function catalogListingRepository(
  db: Db,
  cache: CatalogCache,
  searchCache: CatalogCache,
  /** The lane searches wait their turn in (db/lane.ts), productsRepository's. */
  searchLane = new Lane(1),
  /** Where every product's id is held (ids()): one entry, apart, so no flood pushes it out. */
  idList = new CatalogCache(0),
) {
  /**
   * Every product's id and gender in id order, IDS_PIECE rows a query, each piece also kept as the
   * JSON text of its entries: an answer of 50,000 ids joins 50 texts instead of writing 50,000
   * objects out (about 20 ms of the event loop a call at 100,000 products, which a client could
   * ask for again and again).
   */
  const readIdList = async (): Promise<IdList> => {
    const ids: number[] = [];
    const genders: Gender[] = [];
    const pieces: string[] = [];
    for (let from = 0; ;) {
      const piece = (await db
        .select({ id: products.id, gender: products.gender })
        .from(products)
        .where(gte(products.id, from))
        .orderBy(asc(products.id))
        .limit(IDS_PIECE)) as { id: number; gender: Gender }[];
      for (const row of piece) {
        ids.push(row.id);
        genders.push(row.gender);
      }
      if (piece.length > 0) pieces.push(idEntries(ids, genders, ids.length - piece.length, ids.length));
      if (piece.length < IDS_PIECE) return { ids, genders, pieces };
      from = piece[piece.length - 1].id + 1;
    }
  };

  /** One style of one gender grouped by every filtered field (a tenth of its products or less). */
  const groupsOf = async (gender: Gender, style: Style): Promise<Group[]> => {
    const rows = await db
      .select({ ...GROUP_COLUMNS, count: sql<number>`count(*)::int` })
      .from(products)
      .where(and(eq(products.gender, gender), eq(products.style, style)))
      .groupBy(...Object.values(GROUP_COLUMNS));
    return rows as Group[];
  };

  /**
   * The gender's products (both without one) grouped by every filtered field, from the cache. It
   * is read a style at a time, one query each (the index on gender and style), so the calls that
   * queue meanwhile take their turns between them: at 100,000 products one query over a gender's
   * 50,000 held PGlite about 155 ms. Counts add up, so a group split over two pieces counts the same.
   */
  const summary = (gender: Gender | undefined): Promise<Group[]> =>
    cache.remember(
      `summary:${gender ?? 'all'}`,
      async () => {
        const groups: Group[] = [];
        for (const g of gender ? [gender] : GENDERS) {
          for (const style of stylesFor(g)) groups.push(...(await groupsOf(g, style)));
        }
        return groups;
      },
      (groups) => groups.length * 120,
    );

  return {
    /** `limit` products of the filters in `order`, after the cursor's position, and the next cursor. */
    async page(
      filters: ListingFilters,
      order: ListingOrder,
      limit: number,
      cursor?: string,
    ): Promise<{ products: Product[]; nextCursor: string | null }> {
      const at = cursor ? decodeCursor(cursor, order) : null;
      if (filters.matches?.length === 0) return { products: [], nextCursor: null };
      const { orderBy, after, key } = keyset(order, at, filters.matches);
      const rows = await db
        .select()
        .from(products)
        .where(and(where(filters), after ?? undefined))
        .orderBy(...orderBy)
        .limit(limit + 1);
      const more = rows.length > limit;
      const shown = more ? rows.slice(0, limit) : rows;
      const last = shown[shown.length - 1];
      return {
        products: shown.map(toProduct),
        nextCursor: more ? encodeCursor(order, { key: key(last), id: last.id }) : null,
      };
    },

    /**
     * A search's matches (its ids in rank order and their groups), kept in the search's own cache
     * (about 8 KB each): distinct terms, however many, never push the listings' answers out.
     */
    matches(term: string): Promise<SearchMatches> {
      return searchCache.remember(
        `matches:${term}`,
        () => searchLane.run(() => searchMatches(db, term)),
        ({ ids, groups }) => ids.length * 8 + groups.length * 120,
      );
    },

    /**
     * Every product's id and gender in id order, `limit` from `offset`, and how many there are, as
     * the JSON text of the answer (ProductIdsSchema): sliced from the whole list, read IDS_PIECE
     * rows a query and held in `idList` once (a few dozen bytes a product) until the catalogue
     * changes. An offset a client makes up costs a slice of memory, never a query (an OFFSET of the
     * primary key reads every row before it) nor an entry, and a few whole pieces' texts joined.
     */
    async ids(offset: number, limit: number): Promise<string> {
      const all = await idList.remember('ids', readIdList, (list) => list.ids.length * 48);
      const end = Math.min(all.ids.length, offset + limit);
      const parts: string[] = [];
      for (let i = offset; i < end;) {
        const piece = Math.floor(i / IDS_PIECE);
        const pieceEnd = Math.min((piece + 1) * IDS_PIECE, all.ids.length);
        const whole = i === piece * IDS_PIECE && pieceEnd <= end;
        parts.push(whole ? all.pieces[piece] : idEntries(all.ids, all.genders, i, Math.min(pieceEnd, end)));
        i = Math.min(pieceEnd, end);
      }
      return `{"total":${all.ids.length},"products":[${parts.join(',')}]}`;
    },

    /**
     * How many products the filters keep, and the facet counts beside them; kept per filter set
     * (about 1 KB), so the next pages of a listing cost one indexed query each.
     */
    counts(filters: ListingFilters): Promise<{ total: number; facets: ProductFacets }> {
      const key = [
        filters.gender,
        filters.category,
        filters.style,
        [...(filters.colors ?? [])].sort().join(','),
        [...(filters.sizes ?? [])].sort().join(','),
        filters.isNew ? 'new' : '',
        filters.sale ? 'sale' : '',
        filters.collection,
      ].join('|');
      return cache.remember(
        `counts:${key}`,
        async () => countFacets(await summary(filters.gender), filters),
        () => 1_000,
      );
    },
  };
}

export type CatalogListing = ReturnType<typeof catalogListingRepository>;
