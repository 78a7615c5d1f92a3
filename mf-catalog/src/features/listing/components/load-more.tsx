// The listing's paging (docs/catalog.md#paging). Under the grid, LOAD MORE: a real link to the next
// page (`?page=N+1`, which the server renders alone) that a crawler follows and a script-less
// browser loads; with scripts it appends the next page in place. Above the grid on a page after
// the first, LOAD PREVIOUS: a link to the page before, which scripts put in front instead. A failed
// page says so with TRY AGAIN.
import styled from 'styled-components';
import { Button, ButtonLink } from '@storefront/shared';

interface LoadMoreProps {
  /** The link's address: this page with the next `page`. */
  href: string;
  /** The products shown, numbered from 1 in the whole list: `from` is 1 unless pages before are not shown. */
  from: number;
  to: number;
  total: number;
  state: 'idle' | 'loading' | 'error';
  onLoadMore: () => void;
}

export function LoadMore({ href, from, to, total, state, onLoadMore }: LoadMoreProps) {
  return (
    <Foot data-testid="load-more">
      <Progress>
        Showing {from > 1 ? `${from}–${to}` : to} of {total} products
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

interface LoadPreviousProps {
  /** The link's address: this page with the previous `page` (none for the first). */
  href: string;
  /** The first product shown, numbered in the whole list. */
  from: number;
  state: 'idle' | 'loading' | 'error';
  onLoadPrevious: () => void;
}

export function LoadPrevious({ href, from, state, onLoadPrevious }: LoadPreviousProps) {
  return (
    <Head data-testid="load-previous">
      {state === 'error' ? (
        <>
          <Failed role="alert">The previous products could not load.</Failed>
          <Button variant="secondary" onClick={onLoadPrevious}>
            TRY AGAIN
          </Button>
        </>
      ) : (
        <ButtonLink
          href={href}
          variant="secondary"
          rel="prev"
          aria-disabled={state === 'loading'}
          aria-describedby="listing-previous-count"
          onClick={(event) => {
            event.preventDefault();
            onLoadPrevious();
          }}
        >
          {state === 'loading' ? 'LOADING…' : 'LOAD PREVIOUS'}
        </ButtonLink>
      )}
      <Progress id="listing-previous-count">{from - 1} products before these</Progress>
    </Head>
  );
}

const Head = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  margin: 0 0 24px;
`;

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
