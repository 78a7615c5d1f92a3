// The listing's paging (docs/catalog.md#paging). Under the grid, LOAD MORE: a real link to the next
// page (`?page=N+1`, which the server renders alone) that a crawler follows and a script-less
// browser loads; with scripts it appends the next page in place. Above the grid on a page after
// the first, LOAD PREVIOUS: a link to the page before, which scripts put in front instead. A failed
// page says so with TRY AGAIN. On the furthest page an address names (listing-data.ts MAX_PAGES)
// LOAD MORE is no link, which would render that page again: it is the script's button alone.
import styled from 'styled-components';
import { Button, ButtonLink, scriptOnly } from '@storefront/shared';
import { inPlace } from './filter-options';

type StepState = 'idle' | 'loading' | 'error';

/**
 * A step to the next or the previous page: its link (a plain click or Space steps in place; a
 * modified or middle click opens the page as a link does), the script's button when the page has
 * no address, or why it failed and TRY AGAIN.
 */
function PageStep({
  href,
  rel,
  label,
  failed,
  state,
  onStep,
  describedBy,
}: {
  href: string | null;
  rel: 'next' | 'prev';
  label: string;
  failed: string;
  state: StepState;
  onStep: () => void;
  describedBy?: string;
}) {
  if (state === 'error') {
    return (
      <>
        <Failed role="alert">{failed}</Failed>
        <Button variant="secondary" onClick={onStep}>
          TRY AGAIN
        </Button>
      </>
    );
  }
  const text = state === 'loading' ? 'LOADING…' : label;
  if (href === null) {
    // No page to link to: the step is the script's (script-only, docs/frame.md#before-javascript).
    return (
      <Button
        {...scriptOnly}
        variant="secondary"
        aria-disabled={state === 'loading'}
        aria-describedby={describedBy}
        onClick={onStep}
      >
        {text}
      </Button>
    );
  }
  return (
    <ButtonLink
      href={href}
      variant="secondary"
      rel={rel}
      aria-disabled={state === 'loading'}
      aria-describedby={describedBy}
      {...inPlace(onStep)}
    >
      {text}
    </ButtonLink>
  );
}

interface LoadMoreProps {
  /** The link's address: this page with the next `page`; null past the furthest page an address names. */
  href: string | null;
  /** The products shown, numbered from 1 in the whole list: `from` is 1 unless pages before are not shown. */
  from: number;
  to: number;
  total: number;
  state: StepState;
  onLoadMore: () => void;
}

export function LoadMore({ href, from, to, total, state, onLoadMore }: LoadMoreProps) {
  return (
    <Foot data-testid="load-more">
      <Progress>
        Showing {from > 1 ? `${from}–${to}` : to} of {total} products
      </Progress>
      <PageStep
        href={href}
        rel="next"
        label="LOAD MORE"
        failed="The next products could not load."
        state={state}
        onStep={onLoadMore}
      />
    </Foot>
  );
}

interface LoadPreviousProps {
  /** The link's address: this page with the previous `page` (none for the first). */
  href: string;
  /** Products before the ones shown (up to the page LOAD PREVIOUS loads). */
  before: number;
  state: StepState;
  onLoadPrevious: () => void;
}

export function LoadPrevious({ href, before, state, onLoadPrevious }: LoadPreviousProps) {
  return (
    <Head data-testid="load-previous">
      <PageStep
        href={href}
        rel="prev"
        label="LOAD PREVIOUS"
        failed="The previous products could not load."
        state={state}
        onStep={onLoadPrevious}
        describedBy="listing-previous-count"
      />
      <Progress id="listing-previous-count">{before} products before these</Progress>
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
