// The narrow screens' FILTER & SORT sheet of the listings and the wishlist
// (docs/catalog.md#filter-overlay). It is in the page as soon as FILTER is pressed, opens in
// two steps (the backdrop dims and the panel starts sliding at about 100ms, the panel is fully
// in at about 300ms) and slides out in 200ms; the slice owns the filter groups inside and
// unmounts the sheet once onClosed is called. Focus goes back to what opened it.
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { theme } from '../theme/theme';
import { CloseIcon } from './icons';
import { useModalDialog } from './use-modal-dialog';
import {
  Backdrop,
  Body,
  Close,
  Foot,
  Head,
  LinkButton,
  Panel,
  SeeProducts,
  Title,
} from './filter-sheet.styles';

/** The sheet's text button (Clear All), also the listing's chips' Clear All. */
export { LinkButton };

type Phase = 'mounted' | 'backdrop' | 'open' | 'closing';

interface FilterSheetProps {
  /** Cards the current filters show: SEE PRODUCTS (N), disabled at 0. */
  count: number;
  onClearAll: () => void;
  /** Called when the closing animation is over (the sheet closes itself on Escape, the backdrop, X and SEE PRODUCTS). */
  onClosed: () => void;
  children: ReactNode;
}

const [BACKDROP_MS, PANEL_MS] = theme.timings.filterOverlayOpenMs;

export function FilterSheet({ count, onClearAll, onClosed, children }: FilterSheetProps) {
  const [phase, setPhase] = useState<Phase>('mounted');
  const [closing, setClosing] = useState(false);
  const closeButton = useRef<HTMLButtonElement>(null);
  const requestClose = useCallback(() => setClosing(true), []);
  // The sheet mounts on the FILTER button's click, so that is where focus goes back; focus moves
  // in once the panel is in (below).
  const panel = useModalDialog<HTMLDivElement>({ onClose: requestClose, initialFocus: 'none' });

  useEffect(() => {
    if (closing) {
      setPhase('closing');
      const timer = setTimeout(onClosed, theme.timings.filterOverlayCloseMs);
      return () => clearTimeout(timer);
    }
    const backdrop = setTimeout(() => setPhase('backdrop'), BACKDROP_MS);
    const panel = setTimeout(() => {
      setPhase('open');
      closeButton.current?.focus();
    }, PANEL_MS);
    return () => {
      clearTimeout(backdrop);
      clearTimeout(panel);
    };
  }, [closing, onClosed]);

  return (
    <Backdrop
      $shown={phase === 'backdrop' || phase === 'open'}
      data-phase={phase}
      data-testid="filter-overlay-backdrop"
      onClick={(event) => event.target === event.currentTarget && requestClose()}
    >
      <Panel
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-label="FILTER & SORT"
        $open={phase === 'backdrop' || phase === 'open'}
      >
        <Head>
          <Title>FILTER &amp; SORT</Title>
          <LinkButton type="button" onClick={onClearAll}>
            Clear All
          </LinkButton>
          <Close ref={closeButton} type="button" aria-label="Close filters" onClick={requestClose}>
            <CloseIcon size={20} />
          </Close>
        </Head>
        <Body>{children}</Body>
        <Foot>
          <SeeProducts type="button" disabled={count === 0} onClick={requestClose}>
            SEE PRODUCTS ({count})
          </SeeProducts>
        </Foot>
      </Panel>
    </Backdrop>
  );
}
