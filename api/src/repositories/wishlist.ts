// The signed-in user's wishlist, scoped by the user's id in every statement.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Product } from '@storefront/shared/contracts/schemas';
import type { Category, Gender, PriceFilter, Style } from '@storefront/shared/contracts/vocabulary';
import type { Db } from '../db/client';
import { products, wishlistProducts, wishlists } from '../db/schema';
import { notFound } from '../http/errors';
import { clothingTypeFilter, priceOrder, toProduct } from './products';

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

    /** Adding twice keeps one entry. */
    async add(userId: number, productId: number): Promise<void> {
      const [product] = await db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.id, productId))
        .limit(1);
      if (!product) throw notFound(`No product with id ${productId}`);
      await db
        .insert(wishlistProducts)
        .values({ wishlistId: wishlistOf(userId), productId })
        .onConflictDoNothing();
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
