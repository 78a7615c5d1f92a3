// Ratings and reviews of a product (docs/api.md#reviews): request and answer schemas. The API
// validates with these; mf-catalog imports only the types and limits (through index.ts, limits from
// review-limits.ts), so TypeBox never reaches a browser bundle.
import { Type, type Static } from '@sinclair/typebox';
import {
  REVIEW_BODY_MAX_LENGTH,
  REVIEW_PERMISSIONS,
  REVIEW_TITLE_MAX_LENGTH,
  REVIEWS_MAX_LIMIT,
} from './review-limits';
import { RatingSummarySchema } from './schemas';

/** Not blank: something other than white space. */
const NON_BLANK = '\\S';

export const ReviewBodySchema = Type.Object(
  {
    rating: Type.Integer({ minimum: 1, maximum: 5 }),
    title: Type.String({ minLength: 1, maxLength: REVIEW_TITLE_MAX_LENGTH, pattern: NON_BLANK }),
    body: Type.String({ maxLength: REVIEW_BODY_MAX_LENGTH }),
  },
  { additionalProperties: false },
);
export type ReviewBody = Static<typeof ReviewBodySchema>;

export const ReviewsQuerySchema = Type.Object(
  {
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: REVIEWS_MAX_LIMIT })),
    cursor: Type.Optional(Type.String({ maxLength: 64 })),
  },
  { additionalProperties: false },
);
export type ReviewsQuery = Static<typeof ReviewsQuerySchema>;

export const ReviewSchema = Type.Object({
  rating: Type.Integer({ minimum: 1, maximum: 5 }),
  title: Type.String(),
  body: Type.String(),
  /** The writer's user name initial ('J.'): a review never names its shopper in full. */
  author: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
});
export type Review = Static<typeof ReviewSchema>;

export const ReviewsPageSchema = Type.Composite([
  RatingSummarySchema,
  Type.Object({
    /** The latest first. */
    reviews: Type.Array(ReviewSchema),
    /** The next page's cursor, null on the last page. */
    nextCursor: Type.Union([Type.String(), Type.Null()]),
    canReview: Type.Union(REVIEW_PERMISSIONS.map((p) => Type.Literal(p))),
  }),
]);
export type ReviewsPage = Static<typeof ReviewsPageSchema>;
