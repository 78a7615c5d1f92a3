import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { IconButton, SearchIcon, useHydrated, useLocationPath } from '@storefront/shared';
import { searchHref } from '../../../lib/search-href';
import { modeForWidth, type SearchMode } from '../search-mode';

// The panel and the results strip load on demand: the header only needs the icon.
const loadPanel = () => import('./search-panel');
const SearchPanel = lazy(() => loadPanel().then((module) => ({ default: module.SearchPanel })));

const prefetchPanel = () => {
  loadPanel().catch(() => {
    // Opening retries the load and shows its failure; a failed prefetch changes nothing.
  });
};

/**
 * The header's search: an icon button that opens the overlay (wide) or the bar (narrow). Until the
 * script runs (or without it) the icon is a link to the search results page, which has its own form.
 * It stays the same element once hydrated (a link acting as a button), so hydration keeps the
 * server's node instead of swapping a link for a button.
 */
export function Search() {
  const hydrated = useHydrated();
  const [mode, setMode] = useState<SearchMode | null>(null);
  const buttonRef = useRef<HTMLAnchorElement>(null);
  const pathname = useLocationPath();

  const close = useCallback((returnFocus: boolean) => {
    setMode(null);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  // Each layout belongs to its side of the 1024px breakpoint and closes when the window crosses it.
  useEffect(() => {
    if (!mode) return;
    const onResize = () => {
      if (modeForWidth(window.innerWidth) !== mode) setMode(null);
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [mode]);

  // Any navigation (a result, a link behind the bar) ends the search.
  useEffect(() => setMode(null), [pathname]);

  const toggle = () => (mode ? close(false) : setMode(modeForWidth(window.innerWidth)));
  const onClick = (event: MouseEvent) => {
    // A click with a modifier opens the results page as any link would.
    if (!hydrated || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    toggle();
  };
  // A button answers Space too (Enter already clicks a link).
  const onKeyDown = (event: KeyboardEvent) => {
    if (!hydrated || event.key !== ' ') return;
    event.preventDefault();
    toggle();
  };

  return (
    <>
      <IconButton
        as="a"
        ref={buttonRef}
        href={searchHref('')}
        aria-label="Search"
        role={hydrated ? 'button' : undefined}
        aria-haspopup={hydrated ? 'dialog' : undefined}
        aria-expanded={hydrated ? mode !== null : undefined}
        data-testid="search-button"
        onPointerEnter={prefetchPanel}
        onFocus={prefetchPanel}
        onClick={onClick}
        onKeyDown={onKeyDown}
      >
        <SearchIcon size={22} />
      </IconButton>
      {mode && (
        <Suspense fallback={null}>
          <SearchPanel mode={mode} anchor={buttonRef.current} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
