import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { CloseIcon, theme } from '@storefront/shared';
import type { FilterAction, WishlistFilters } from '../hooks/wishlist-filters';
import { FilterGroups } from './filter-groups';

const Backdrop = styled.div<{ $shown: boolean }>`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  background: ${({ theme }) => theme.colors.overlay};
  opacity: ${({ $shown }) => ($shown ? 1 : 0)};
  transition: opacity 200ms ease;
`;

const Sheet = styled.div<{ $shown: boolean }>`
  position: fixed;
  top: 0;
  bottom: 0;
  left: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay + 1};
  display: flex;
  flex-direction: column;
  width: min(420px, 100vw);
  background: ${({ theme }) => theme.colors.surface};
  font-family: ${({ theme }) => theme.fonts.body};
  transform: translateX(${({ $shown }) => ($shown ? '0' : '-100%')});
  transition: transform 200ms ease;
`;

const SheetHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 16px 20px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.line};
  h2 {
    margin: 0;
    font-size: 16px;
    letter-spacing: 0.06em;
  }
`;

const TextButton = styled.button`
  padding: 4px;
  font: inherit;
  text-decoration: underline;
  color: ${({ theme }) => theme.colors.ink};
  background: transparent;
  border: 0;
  cursor: pointer;
`;

const SheetBody = styled.div`
  flex: 1;
  overflow-y: auto;
  padding: 0 20px;
`;

const SheetFooter = styled.div`
  padding: 16px 20px;
  border-top: 1px solid ${({ theme }) => theme.colors.line};
`;

const SeeProducts = styled.button`
  width: 100%;
  padding: 14px;
  font: inherit;
  font-weight: 700;
  letter-spacing: 0.06em;
  color: ${({ theme }) => theme.colors.surface};
  background: ${({ theme }) => theme.colors.ink};
  border: 0;
  border-radius: 999px;
  cursor: pointer;
  &:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }
`;

export interface FilterOverlayProps {
  filters: WishlistFilters;
  dispatch: (action: FilterAction) => void;
  count: number;
  onClosed: () => void;
}

/** The narrow-screen FILTER & SORT sheet: backdrop after ~100ms, sheet after ~300ms, 200ms to close. */
export function FilterOverlay({ filters, dispatch, count, onClosed }: FilterOverlayProps) {
  const [backdrop, setBackdrop] = useState(false);
  const [sheet, setSheet] = useState(false);
  const timers = useRef<Array<ReturnType<typeof setTimeout>>>([]);
  const closeRef = useRef<HTMLButtonElement>(null);
  const [openMs, sheetMs] = theme.timings.filterOverlayOpenMs;

  useEffect(() => {
    const list = timers.current;
    list.push(setTimeout(() => setBackdrop(true), openMs));
    list.push(
      setTimeout(() => {
        setSheet(true);
        closeRef.current?.focus();
      }, sheetMs),
    );
    return () => list.forEach(clearTimeout);
  }, [openMs, sheetMs]);

  const close = () => {
    setSheet(false);
    setBackdrop(false);
    timers.current.push(setTimeout(onClosed, theme.timings.filterOverlayCloseMs));
  };

  return (
    <>
      <Backdrop $shown={backdrop} onClick={close} data-testid="filter-overlay-backdrop" />
      <Sheet
        $shown={sheet}
        role="dialog"
        aria-modal="true"
        aria-label="FILTER & SORT"
        onKeyDown={(event) => {
          if (event.key === 'Escape') close();
        }}
      >
        <SheetHeader>
          <h2>FILTER &amp; SORT</h2>
          <TextButton type="button" onClick={() => dispatch({ type: 'clear' })}>
            Clear All
          </TextButton>
          <TextButton ref={closeRef} type="button" aria-label="Close filters" onClick={close}>
            <CloseIcon size={20} />
          </TextButton>
        </SheetHeader>
        <SheetBody>
          <FilterGroups filters={filters} dispatch={dispatch} />
        </SheetBody>
        <SheetFooter>
          <SeeProducts type="button" disabled={count === 0} onClick={close}>
            SEE PRODUCTS ({count})
          </SeeProducts>
        </SheetFooter>
      </Sheet>
    </>
  );
}
