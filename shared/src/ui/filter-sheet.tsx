// The narrow screens' FILTER & SORT sheet of the listings and the wishlist
// (docs/catalog.md#filter-overlay). It is in the page as soon as FILTER is pressed, opens in
// two steps (the backdrop dims and the panel starts sliding at about 100ms, the panel is fully
// in at about 300ms) and slides out in 200ms; the slice owns the filter groups inside and
// unmounts the sheet once onClosed is called. Focus goes back to what opened it.
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '../theme/theme';
import { CloseIcon } from './icons';
import { useModalDialog } from './use-modal-dialog';

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

const Backdrop = styled.div<{ $shown: boolean }>`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  background: ${({ $shown, theme }) => ($shown ? theme.colors.overlay : 'transparent')};
  transition: background ${({ theme }) => theme.timings.filterOverlayCloseMs}ms ease;
`;

const Panel = styled.div<{ $open: boolean }>`
  position: absolute;
  top: 0;
  bottom: 0;
  left: 0;
  display: flex;
  flex-direction: column;
  width: min(420px, 100%);
  background: ${({ theme }) => theme.colors.surface};
  font-family: ${({ theme }) => theme.fonts.body};
  transform: translateX(${({ $open }) => ($open ? '0' : '-100%')});
  /* From the backdrop's step to the panel's: fully in at about 300ms. */
  transition: transform ${PANEL_MS - BACKDROP_MS}ms ease-out;
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 16px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.line};
`;

const Title = styled.h2`
  flex: 1;
  margin: 0;
  font-size: 16px;
  font-weight: 800;
`;

/** A button that reads as an underlined link (Clear All in the sheet and in the chip rows). */
export const LinkButton = styled.button`
  /* A 44px tap target around text that still reads as a link. */
  min-width: 44px;
  min-height: 44px;
  border: 0;
  background: none;
  padding: 0 8px;
  font: inherit;
  font-size: 13px;
  text-decoration: underline;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.ink};
`;

const Close = styled.button`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 0;
  background: none;
  cursor: pointer;
`;

const Body = styled.div`
  flex: 1;
  overflow-y: auto;
  padding: 0 16px;
`;

const Foot = styled.div`
  padding: 12px 16px;
  border-top: 1px solid ${({ theme }) => theme.colors.line};
`;

const SeeProducts = styled.button`
  width: 100%;
  min-height: 48px;
  border: 0;
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.surface};
  font: inherit;
  font-weight: 800;
  letter-spacing: 0.06em;
  cursor: pointer;
  &:disabled {
    background: ${({ theme }) => theme.colors.line};
    color: ${({ theme }) => theme.colors.muted};
    cursor: not-allowed;
  }
`;
