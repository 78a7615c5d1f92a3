// Under the grid: LOAD MORE, a real link to the next page (`?page=N+1`, which the server renders as
// pages 1..N+1) that a crawler follows and a script-less browser loads; with scripts it appends the
// next page in place. A failed page says so with TRY AGAIN.
import styled from 'styled-components';
import { Button, ButtonLink } from '@storefront/shared';

interface LoadMoreProps {
  /** The link's address: this page with the next `page`. */
  href: string;
  shown: number;
  total: number;
  state: 'idle' | 'loading' | 'error';
  onLoadMore: () => void;
}

export function LoadMore({ href, shown, total, state, onLoadMore }: LoadMoreProps) {
  return (
    <Foot data-testid="load-more">
      <Progress>
        Showing {shown} of {total} products
      </Progress>
      {state === 'error' ? (
        <>
          <Failed role="alert">The next products could not load.</Failed>
          <Button variant="secondary" onClick={onLoadMore}>
            TRY AGAIN
          </Button>
        </>
      ) : (
        <ButtonLink
          href={href}
          variant="secondary"
          rel="next"
          aria-disabled={state === 'loading'}
          onClick={(event) => {
            event.preventDefault();
            onLoadMore();
          }}
        >
          {state === 'loading' ? 'LOADING…' : 'LOAD MORE'}
        </ButtonLink>
      )}
    </Foot>
  );
}

const Foot = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  margin: 32px 0 0;
`;

const Progress = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 14px;
`;

const Failed = styled.p`
  margin: 0;
  font-size: 14px;
`;
