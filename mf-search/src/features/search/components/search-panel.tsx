import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
} from 'react';
import { createPortal } from 'react-dom';
import styled, { css, keyframes } from 'styled-components';
import { CloseIcon, SEARCH_TERM_MAX_LENGTH, SearchIcon } from '@storefront/shared';
import { useProductSearch } from '../hooks/use-product-search';
import { useBarTop } from '../hooks/use-bar-top';
import { TRENDING_SEARCHES, type SearchMode } from '../search-mode';
import { ResultsStrip } from './results-strip';

const slideDown = keyframes`
  from { transform: translateY(-12px); opacity: 0; }
  to { transform: none; opacity: 1; }
`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  background: ${({ theme }) => theme.colors.overlay};
`;

const Panel = styled.div<{ $mode: SearchMode }>`
  position: fixed;
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay + 1};
  box-sizing: border-box;
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.fonts.body};
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.12);
  animation: ${slideDown} 200ms ease-out;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
  ${({ $mode }) =>
    $mode === 'overlay'
      ? css`
          top: 0;
          max-height: 100vh;
          padding: 24px 40px 32px;
        `
      : css`
          max-height: calc(100vh - var(--search-bar-top, 0px));
          padding: 12px 16px 16px;
          border-top: 1px solid ${({ theme }) => theme.colors.line};
        `}
`;

const Inner = styled.div`
  max-width: 1200px;
  margin: 0 auto;
`;

const Form = styled.form`
  display: flex;
  align-items: center;
  gap: 8px;
  border-bottom: 2px solid ${({ theme }) => theme.colors.ink};
  padding: 4px 0;
`;

const VisuallyHidden = styled.label`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

// The form's underline thickens and takes the accent colour while the input has focus, so the
// focus is visible without a box around the text.
const Input = styled.input`
  flex: 1;
  min-width: 0;
  border: 0;
  outline: none;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
  background: transparent;
  padding: 8px 4px;
  font: inherit;
  font-size: 18px;
  color: inherit;
  &::placeholder {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.ink};
  padding: 6px;
  cursor: pointer;
  font: inherit;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
  }
`;

const CloseText = styled(IconButton)`
  font-size: 13px;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-decoration: underline;
`;

const Body = styled.div`
  padding-top: 20px;
`;

const Heading = styled.h2`
  margin: 0 0 12px;
  font-size: 13px;
  font-weight: 700;
  letter-spacing: 0.08em;
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Chip = styled.button`
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.subtle};
  padding: 8px 16px;
  font: inherit;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.ink};
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.colors.ink};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
`;

const Message = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  margin-bottom: 20px;
  font-size: 15px;
`;

const RetryButton = styled.button`
  border: 1px solid ${({ theme }) => theme.colors.ink};
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.surface};
  padding: 8px 16px;
  font: inherit;
  font-size: 13px;
  font-weight: 700;
  letter-spacing: 0.06em;
  cursor: pointer;
`;

function Trending({ onPick }: { onPick: (term: string) => void }) {
  return (
    <section aria-labelledby="mf-search-trending">
      <Heading id="mf-search-trending">TRENDING SEARCHES</Heading>
      <Chips>
        {TRENDING_SEARCHES.map((term) => (
          <li key={term}>
            <Chip type="button" onClick={() => onPick(term)}>
              {term}
            </Chip>
          </li>
        ))}
      </Chips>
    </section>
  );
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface SearchPanelProps {
  mode: SearchMode;
  /** The header's search button: the bar sits under its header. */
  anchor: HTMLElement | null;
  /** returnFocus: put focus back on the search button (Escape, close button). */
  onClose: (returnFocus: boolean) => void;
}

/** The search overlay (wide) or bar (narrow): input, trending shortcuts and the results strip. */
export function SearchPanel({ mode, anchor, onClose }: SearchPanelProps) {
  const [term, setTerm] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const inputId = useId();
  const search = useProductSearch(term);
  const barTop = useBarTop(anchor, mode === 'bar');

  useEffect(() => inputRef.current?.focus(), []);

  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      onClose(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);

  // The overlay dims the page, so the page behind it must not scroll either.
  useEffect(() => {
    if (mode !== 'overlay') return;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [mode]);

  const pick = (next: string) => {
    setTerm(next);
    inputRef.current?.focus();
  };

  const openProduct = useCallback(() => onClose(false), [onClose]);

  // Tab stays inside the modal overlay; the bar leaves the page usable around it.
  const trapTab = (event: KeyboardEvent<HTMLDivElement>) => {
    if (mode !== 'overlay' || event.key !== 'Tab' || !panelRef.current) return;
    const focusables = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (focusables.length === 0) return;
    const first = focusables[0];
    const last = focusables[focusables.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const showTrending =
    search.status === 'idle' || (search.status === 'success' && search.products.length === 0);

  return createPortal(
    <>
      {/* The bar dims the page below it (it keeps the header above it visible). */}
      <Backdrop
        data-testid="search-backdrop"
        style={mode === 'bar' ? { top: barTop } : undefined}
        onClick={() => onClose(false)}
      />
      <Panel
        ref={panelRef}
        $mode={mode}
        role="dialog"
        aria-modal={mode === 'overlay' ? true : undefined}
        aria-label="Search"
        data-search-mode={mode}
        style={
          mode === 'bar' ? ({ top: barTop, '--search-bar-top': `${barTop}px` } as CSSProperties) : undefined
        }
        onKeyDown={trapTab}
      >
        <Inner>
          <Form role="search" onSubmit={(event) => event.preventDefault()}>
            <SearchIcon size={22} />
            <VisuallyHidden htmlFor={inputId}>Search products</VisuallyHidden>
            <Input
              ref={inputRef}
              id={inputId}
              type="text"
              inputMode="search"
              enterKeyHint="search"
              autoComplete="off"
              spellCheck={false}
              placeholder="Search for a Product"
              maxLength={SEARCH_TERM_MAX_LENGTH}
              value={term}
              onChange={(event) => setTerm(event.target.value)}
            />
            {term && (
              <IconButton type="button" aria-label="Clear search text" onClick={() => pick('')}>
                <CloseIcon size={20} />
              </IconButton>
            )}
            <CloseText type="button" onClick={() => onClose(true)}>
              CLOSE
            </CloseText>
          </Form>
          <Body>
            {search.status === 'error' && (
              <Message role="alert">
                <span>Search isn&apos;t working right now. Please try again.</span>
                <RetryButton type="button" onClick={search.retry}>
                  TRY AGAIN
                </RetryButton>
              </Message>
            )}
            {search.status === 'success' && search.products.length === 0 && (
              <Message role="status">
                No products match &ldquo;{term.trim()}&rdquo;. Check the spelling or try a trending search.
              </Message>
            )}
            {(search.status === 'loading' || (search.status === 'success' && search.products.length > 0)) && (
              <ResultsStrip
                products={search.status === 'success' ? search.products : []}
                loading={search.status === 'loading'}
                onProductOpen={openProduct}
              />
            )}
            {showTrending && <Trending onPick={pick} />}
          </Body>
        </Inner>
      </Panel>
    </>,
    document.body,
  );
}
