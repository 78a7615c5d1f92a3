// RATINGS & REVIEWS (docs/api.md#reviews): the average as stars with its text, the count (both in
// the server-rendered product answer), the latest reviews, more on demand, and WRITE A REVIEW for a
// shopper who ordered the product; others are told why they cannot. Reviews are text React escapes.
import styled from 'styled-components';
import { StoreLink } from '@storefront/shared';
import type { ProductWithStock, ReviewPermission, ReviewsPage } from '@storefront/shared';
import { useReviews } from '../../hooks/use-reviews';
import { ReviewForm } from './review-form';
import { Stars } from './stars';

const WHY_NOT: Record<Exclude<ReviewPermission, 'yes' | 'sign-in'>, string> = {
  'not-ordered': 'Only shoppers who ordered this product can review it.',
  reviewed: 'Thanks for your review of this product.',
};

export function ProductReviews({
  product,
  firstPage,
}: {
  product: ProductWithStock;
  firstPage?: ReviewsPage;
}) {
  const { summary, reviews, nextCursor, canReview, status, more, submit } = useReviews(
    product.productId,
    product.rating,
    firstPage,
  );
  return (
    <Section aria-labelledby="reviews-heading" data-testid="product-reviews">
      <h2 id="reviews-heading">RATINGS & REVIEWS</h2>
      {summary.count === 0 || summary.average === null ? (
        <p>No reviews yet.</p>
      ) : (
        <Summary>
          <Stars rating={summary.average} size={20} />
          {/* One text node: the server's HTML reads '4.5 out of 5 · 2 reviews' as it is shown. */}
          <span>{`${summary.average} out of 5 · ${summary.count} review${summary.count === 1 ? '' : 's'}`}</span>
        </Summary>
      )}
      {status === 'failed' && <p role="status">The reviews could not load. Please try again later.</p>}
      <List aria-busy={status === 'loading'}>
        {reviews.map((r) => (
          <li key={`${r.createdAt}-${r.author}-${r.title}`}>
            <Stars rating={r.rating} />
            <h3>{r.title}</h3>
            {r.body && <p>{r.body}</p>}
            <Meta>
              {r.author} ·{' '}
              <time dateTime={r.createdAt}>{new Date(r.createdAt).toLocaleDateString('en-GB')}</time>
            </Meta>
          </li>
        ))}
      </List>
      {nextCursor && (
        <More type="button" onClick={() => void more()}>
          MORE REVIEWS
        </More>
      )}
      {canReview === 'yes' && <ReviewForm onSubmit={submit} />}
      {canReview === 'sign-in' && (
        <p>
          <StoreLink href="/login">Log in</StoreLink> to review a product you ordered.
        </p>
      )}
      {(canReview === 'not-ordered' || canReview === 'reviewed') && <p>{WHY_NOT[canReview]}</p>}
    </Section>
  );
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin: 32px 0;
  ${({ theme }) => theme.media.below768} {
    padding: 0 16px;
  }
  h2 {
    margin: 0;
    font-size: 20px;
  }
`;

const Summary = styled.p`
  display: flex;
  align-items: center;
  gap: 8px;
  margin: 0;
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: 12px 0;
    border-top: 1px solid ${({ theme }) => theme.colors.line};
    overflow-wrap: anywhere;
  }
  h3 {
    margin: 6px 0 4px;
    font-size: 15px;
  }
  p {
    margin: 0 0 4px;
    white-space: pre-line;
  }
`;

const Meta = styled.span`
  font-size: 13px;
  color: ${({ theme }) => theme.colors.muted};
`;

const More = styled.button`
  align-self: flex-start;
  min-height: 44px;
  padding: 0 20px;
  border: 1px solid ${({ theme }) => theme.colors.text};
  background: none;
  font: inherit;
  font-weight: 800;
  cursor: pointer;
`;
