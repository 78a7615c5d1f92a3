// The limits of ratings and reviews (docs/api.md#reviews), shared by the API and the product page
// without TypeBox.
export const REVIEW_TITLE_MAX_LENGTH = 80;
export const REVIEW_BODY_MAX_LENGTH = 2000;
/** Reviews a page of GET /api/products/{id}/reviews holds by default and at most. */
export const REVIEWS_DEFAULT_LIMIT = 5;
export const REVIEWS_MAX_LIMIT = 50;
/** Review posts one shopper may make in REVIEW_POSTS_WINDOW_SECONDS (the shared throttle). */
export const REVIEW_POSTS_PER_WINDOW = 5;
export const REVIEW_POSTS_WINDOW_SECONDS = 10 * 60;

/**
 * Whether the one asking may write a review: `yes`, `sign-in` (signed out), `not-ordered` (no
 * order of theirs holds the product) or `reviewed` (theirs is already there).
 */
export const REVIEW_PERMISSIONS = ['yes', 'sign-in', 'not-ordered', 'reviewed'] as const;
export type ReviewPermission = (typeof REVIEW_PERMISSIONS)[number];
