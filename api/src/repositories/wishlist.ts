// The signed-in user's wishlist, scoped by the user's id in every statement, and bounded: at most
// MAX_WISHLIST_PRODUCTS products (docs/api.md#wishlist), so no client can make it grow with the
// catalogue, and the wishlist page can load it whole.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Product } from '@storefront/shared/contracts/schemas';
import type { Category, Gender, PriceFilter, Style } from '@storefront/shared/contracts/vocabulary';
import type { Db } from '../db/client';
import { products, wishlistProducts, wishlists } from '../db/schema';
import { conflict, notFound } from '../http/errors';
import { clothingTypeFilter, priceOrder, toProduct } from './products';
import { MAX_WISHLIST_PRODUCTS, WISHLIST_FULL } from '@storefront/shared/contracts/forms';

export { MAX_WISHLIST_PRODUCTS };

const wishlistOf = (userId: number) =>
  sql`(SELECT ${wishlists.id} FROM ${wishlists} WHERE ${wishlists.userId} = ${userId})`;

interface WishlistFilter {
  gender?: Gender;
  type?: Category | Style;
  priceFilter?: PriceFilter;
}

export function wishlistRepository(db: Db) {
  return {
    /** Newest first, or by effective price when a price filter is set. */
    async list(userId: number, filter: WishlistFilter = {}): Promise<Product[]> {
      const rows = await db
        .select({ product: products })
        .from(wishlistProducts)
        .innerJoin(products, eq(products.id, wishlistProducts.productId))
        .where(
          and(
            eq(wishlistProducts.wishlistId, wishlistOf(userId)),
            filter.gender ? eq(products.gender, filter.gender) : undefined,
            filter.type ? clothingTypeFilter(filter.type) : undefined,
          ),
        )
        .orderBy(...priceOrder(filter.priceFilter, desc(wishlistProducts.createdAt)));
      return rows.map((r) => toProduct(r.product));
    },

    async has(userId: number, productId: number): Promise<boolean> {
      const [row] = await db
        .select({ productId: wishlistProducts.productId })
        .from(wishlistProducts)
        .where(
          and(eq(wishlistProducts.wishlistId, wishlistOf(userId)), eq(wishlistProducts.productId, productId)),
        )
        .limit(1);
      return Boolean(row);
    },

    /**
     * Adding twice keeps one entry; a product past the cap is a 409 (WISHLIST_FULL). The count and
     * the insert run under the wishlist row's lock, so concurrent adds queue and never pass the cap.
     */
    async add(userId: number, productId: number): Promise<void> {
      const [product] = await db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.id, productId))
        .limit(1);
      if (!product) throw notFound(`No product with id ${productId}`);
      await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const [list] = await tx
          .select({ id: wishlists.id })
          .from(wishlists)
          .where(eq(wishlists.userId, userId))
          .for('update');
        if (!list) throw notFound('No wishlist for this account');
        const [{ count, here }] = await tx
          .select({
            count: sql<number>`count(*)::int`,
            here: sql<number>`count(*) FILTER (WHERE ${wishlistProducts.productId} = ${productId})::int`,
          })
          .from(wishlistProducts)
          .where(eq(wishlistProducts.wishlistId, list.id));
        if (here > 0) return;
        if (count >= MAX_WISHLIST_PRODUCTS) throw conflict(WISHLIST_FULL);
        await tx.insert(wishlistProducts).values({ wishlistId: list.id, productId }).onConflictDoNothing();
      });
    },

    async remove(userId: number, productId: number): Promise<void> {
      const removed = await db
        .delete(wishlistProducts)
        .where(
          and(eq(wishlistProducts.wishlistId, wishlistOf(userId)), eq(wishlistProducts.productId, productId)),
        )
        .returning({ productId: wishlistProducts.productId });
      if (removed.length === 0) throw notFound('This product is not in your wishlist');
    },
  };
}
