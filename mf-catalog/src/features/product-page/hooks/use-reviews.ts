// The product's reviews (docs/api.md#reviews), read in the browser after the page shows (the
// server-rendered answer already carries the average and count): the latest page, more on demand,
// whether the shopper may write one, and sending it.
import { useCallback, useEffect, useState } from 'react';
import { API_PATHS, api, messageOf, useAuth } from '@storefront/shared';
import type { RatingSummary, Review, ReviewBody, ReviewPermission, ReviewsPage } from '@storefront/shared';

export interface ReviewsState {
  summary: RatingSummary;
  reviews: Review[];
  nextCursor: string | null;
  /** null until the first page answered. */
  canReview: ReviewPermission | null;
  status: 'loading' | 'ready' | 'failed';
}

export function useReviews(productId: number, initial: RatingSummary) {
  const isLoggedIn = useAuth((s) => s.isLoggedIn);
  const [state, setState] = useState<ReviewsState>({
    summary: initial,
    reviews: [],
    nextCursor: null,
    canReview: null,
    status: 'loading',
  });
  const apply = (page: ReviewsPage, append: boolean) =>
    setState((s) => ({
      summary: { average: page.average, count: page.count },
      reviews: append ? [...s.reviews, ...page.reviews] : page.reviews,
      nextCursor: page.nextCursor,
      canReview: page.canReview,
      status: 'ready',
    }));

  useEffect(() => {
    let cancelled = false;
    api.get<ReviewsPage>(API_PATHS.productReviews(productId)).then(
      ({ data }) => !cancelled && apply(data, false),
      (error: unknown) => {
        if (cancelled) return;
        console.error('[mf-catalog] the reviews could not load', error);
        setState((s) => ({ ...s, status: 'failed' }));
      },
    );
    return () => {
      cancelled = true;
    };
  }, [productId, isLoggedIn]);

  const more = useCallback(async () => {
    if (!state.nextCursor) return;
    const { data } = await api.get<ReviewsPage>(API_PATHS.productReviews(productId), {
      params: { cursor: state.nextCursor },
    });
    apply(data, true);
  }, [productId, state.nextCursor]);

  /** Sends the review; answers null when written, else the API's sentence. */
  const submit = useCallback(
    async (body: ReviewBody): Promise<string | null> => {
      try {
        const { data } = await api.post<ReviewsPage>(API_PATHS.productReviews(productId), body);
        apply(data, false);
        return null;
      } catch (error) {
        return messageOf(error) ?? 'Your review could not be sent. Please try again.';
      }
    },
    [productId],
  );

  return { ...state, more, submit };
}
