// The product's reviews (docs/api.md#reviews): the latest page as anyone sees it comes with the
// server-rendered page (the fragment's data); a signed-in shopper's own view (whether they may write
// one) is asked in the browser once the session is known. More on demand, and sending one.
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

export function useReviews(productId: number, initial: RatingSummary, firstPage?: ReviewsPage) {
  const isLoggedIn = useAuth((s) => s.isLoggedIn);
  const [state, setState] = useState<ReviewsState>(() =>
    firstPage
      ? {
          summary: { average: firstPage.average, count: firstPage.count },
          reviews: firstPage.reviews,
          nextCursor: firstPage.nextCursor,
          canReview: firstPage.canReview,
          status: 'ready',
        }
      : { summary: initial, reviews: [], nextCursor: null, canReview: null, status: 'loading' },
  );
  const apply = (page: ReviewsPage, append: boolean) =>
    setState((s) => ({
      summary: { average: page.average, count: page.count },
      reviews: append ? [...s.reviews, ...page.reviews] : page.reviews,
      nextCursor: page.nextCursor,
      canReview: page.canReview,
      status: 'ready',
    }));

  useEffect(() => {
    // The server's page is what a signed-out shopper sees: ask again only for a session's own view.
    if (firstPage && !isLoggedIn) return;
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
    // firstPage is the page's first answer: a later one (another product) comes with a new key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
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
