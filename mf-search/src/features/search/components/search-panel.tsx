import { useCallback, useId, useRef, useState, type CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import {
  Button,
  CloseIcon,
  navigate,
  SEARCH_TERM_MAX_LENGTH,
  SearchIcon,
  tidySearchTerm,
  useModalDialog,
} from '@storefront/shared';
import { searchHref } from '../../../lib/search-href';
import { useProductSearch } from '../hooks/use-product-search';
import { useBarTop } from '../hooks/use-bar-top';
import type { SearchMode } from '../search-mode';
import { ResultsStrip } from './results-strip';
import {
  Backdrop,
  Body,
  CloseText,
  Form,
  IconButton,
  Inner,
  Input,
  Message,
  Panel,
  VisuallyHidden,
} from './search-panel.styles';
import { Trending } from './trending';

interface SearchPanelProps {
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
  const inputId = useId();
  const search = useProductSearch(term);
  const barTop = useBarTop(anchor, mode === 'bar');

  // Modal over the page as an overlay; the bar leaves the page around it usable (no trap, no
  // scroll lock), its backdrop closes it. Search puts focus back on its button itself.
  const modal = mode === 'overlay';
  const onDialogClose = useCallback(() => onClose(true), [onClose]);
  const panelRef = useModalDialog({
    onClose: onDialogClose,
    modal,
    initialFocus: inputRef,
    returnFocus: false,
    closeOnOutsidePress: false,
  });

  const pick = (next: string) => {
    setTerm(next);
    inputRef.current?.focus();
  };

  const openProduct = useCallback(() => onClose(false), [onClose]);

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
        aria-modal={modal || undefined}
        aria-label="Search"
        data-search-mode={mode}
        style={
          mode === 'bar' ? ({ top: barTop, '--search-bar-top': `${barTop}px` } as CSSProperties) : undefined
        }
      >
        <Inner>
          <Form
            role="search"
            onSubmit={(event) => {
              // Enter opens the results page of the term; the strip above was only a preview.
              event.preventDefault();
              if (!tidySearchTerm(term)) return;
              onClose(false);
              navigate(searchHref(term));
            }}
          >
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
                <Button onClick={search.retry}>TRY AGAIN</Button>
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
