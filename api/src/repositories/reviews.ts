// Ratings and reviews (docs/api.md#reviews, migration 0016): one per shopper and product, written
// only by a shopper with an order holding the product; read the latest first, a page at a time
// from a keyset cursor (ids grow with time), with the product's average and count.
import { sql } from 'drizzle-orm';
import type { ReviewPermission } from '@storefront/shared/contracts/review-limits';
import type { Review, ReviewBody } from '@storefront/shared/contracts/reviews';
import type { RatingSummary } from '@storefront/shared/contracts/schemas';
import { MAX_ID } from '@storefront/shared/contracts/validation';
import type { Db } from '../db/client';
import { badRequest } from '../http/errors';

const CURSOR = /^r\.(\d{1,10})$/;

const encodeCursor = (id: number) => Buffer.from(`r.${id}`).toString('base64url');

/** The id a cursor names, read strictly: anything this API did not write is a 400. */
function decodeCursor(cursor: string): number {
  const match = CURSOR.exec(Buffer.from(cursor, 'base64url').toString('latin1'));
  const id = Number(match?.[1]);
  if (!match || id < 1 || id > MAX_ID || encodeCursor(id) !== cursor) {
    throw badRequest('cursor is not one this list gave: start again from the first page');
  }
  return id;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** 'j' as 'J.': a review shows its writer's initial only. */
const initialOf = (userName: string) => `${[...userName.trim()][0]?.toUpperCase() ?? '?'}.`;

/** The product's rating as one row of `count` and `average`; a product read asks it beside its stock (products.ts freshOf). */
export const ratingSummaryQuery = (productId: number) => sql`
  SELECT count(*)::int AS count, round(avg(rating), 1)::float8 AS average
  FROM product_reviews WHERE product_id = ${productId}`;

export interface RatingRow {
  count: number;
  average: number | string | null;
}

export const ratingSummaryOf = (row: RatingRow): RatingSummary => ({
  count: row.count,
  average: row.average === null ? null : Number(row.average),
});

export function reviewsRepository(db: Db) {
  return {
    /** The product's average rating (one decimal; null without reviews) and how many it has. */
    async summary(productId: number): Promise<RatingSummary> {
      const [row] = rowsOf<RatingRow>(await db.execute(ratingSummaryQuery(productId)));
      return ratingSummaryOf(row);
    },

    /** `limit` reviews, the latest first, after the cursor's review; and the next cursor. */
    async page(
      productId: number,
      limit: number,
      cursor?: string,
    ): Promise<{ reviews: Review[]; nextCursor: string | null }> {
      const before = cursor ? decodeCursor(cursor) : null;
      const rows = rowsOf<{
        id: number;
        rating: number;
        title: string;
        body: string;
        userName: string;
        createdAt: string | Date;
      }>(
        await db.execute(sql`
          SELECT r.id, r.rating, r.title, r.body, u.user_name AS "userName", r.created_at AS "createdAt"
          FROM product_reviews r JOIN users u ON u.id = r.user_id
          WHERE r.product_id = ${productId} ${before === null ? sql`` : sql`AND r.id < ${before}`}
          ORDER BY r.id DESC LIMIT ${limit + 1}`),
      );
      const more = rows.length > limit;
      const shown = more ? rows.slice(0, limit) : rows;
      return {
        reviews: shown.map((r) => ({
          rating: r.rating,
          title: r.title,
          body: r.body,
          author: initialOf(r.userName),
          createdAt: new Date(r.createdAt).toISOString(),
        })),
        nextCursor: more ? encodeCursor(shown[shown.length - 1].id) : null,
      };
    },

    /** Whether the signed-in shopper may write a review of the product now. */
    async permission(userId: number, productId: number): Promise<Exclude<ReviewPermission, 'sign-in'>> {
      const [row] = rowsOf<{ ordered: boolean; reviewed: boolean }>(
        await db.execute(sql`
          SELECT
            EXISTS (SELECT 1 FROM orders o JOIN order_lines l ON l.order_id = o.id
                    WHERE o.user_id = ${userId} AND l.product_id = ${productId}) AS ordered,
            EXISTS (SELECT 1 FROM product_reviews
                    WHERE user_id = ${userId} AND product_id = ${productId}) AS reviewed`),
      );
      return row.reviewed ? 'reviewed' : row.ordered ? 'yes' : 'not-ordered';
    },

    /** Writes the shopper's review; false when theirs is already there (one per shopper and product). */
    async add(userId: number, productId: number, review: ReviewBody): Promise<boolean> {
      const rows = rowsOf<{ id: number }>(
        await db.execute(sql`
          INSERT INTO product_reviews (product_id, user_id, rating, title, body)
          VALUES (${productId}, ${userId}, ${review.rating}, ${review.title.trim()}, ${review.body.trim()})
          ON CONFLICT ON CONSTRAINT product_reviews_one_per_shopper DO NOTHING
          RETURNING id`),
      );
      return rows.length === 1;
    },
  };
}

export type ReviewsRepository = ReturnType<typeof reviewsRepository>;
