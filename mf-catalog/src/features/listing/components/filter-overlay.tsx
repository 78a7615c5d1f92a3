// The narrow screens' FILTER & SORT overlay, loaded on demand. It opens in two
// steps (backdrop after ~100ms, panel after ~300ms) and slides out in 200ms.
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { CloseIcon, theme } from '@storefront/shared';
import type { Gender } from '@storefront/shared';
import { clearAll, type ListingFilters } from '../listing-filters';
import { ClearAllLink } from './filter-chips';
import { FilterGroups } from './filter-groups';

type Phase = 'mounted' | 'backdrop' | 'open' | 'closing';

export interface FilterOverlayProps {
  gender: Gender;
  filters: ListingFilters;
  onChange: (next: ListingFilters) => void;
  /** Cards the current filters show: SEE PRODUCTS (N). */
  count: number;
  /** false starts the closing animation; onClosed follows it. */
  open: boolean;
  onClose: () => void;
  onClosed: () => void;
}

const [BACKDROP_MS, PANEL_MS] = theme.timings.filterOverlayOpenMs;

export default function FilterOverlay({
  gender,
  filters,
  onChange,
  count,
  open,
  onClose,
  onClosed,
}: FilterOverlayProps) {
  const [phase, setPhase] = useState<Phase>('mounted');
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) {
      setPhase('closing');
      const t = setTimeout(onClosed, theme.timings.filterOverlayCloseMs);
      return () => clearTimeout(t);
    }
    const a = setTimeout(() => setPhase('backdrop'), BACKDROP_MS);
    const b = setTimeout(() => {
      setPhase('open');
      closeButton.current?.focus();
    }, PANEL_MS);
    return () => {
      clearTimeout(a);
      clearTimeout(b);
    };
  }, [open, onClosed]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  const shown = phase === 'backdrop' || phase === 'open';
  return (
    <Backdrop $shown={shown} data-phase={phase} onClick={(e) => e.target === e.currentTarget && onClose()}>
      <Panel role="dialog" aria-modal="true" aria-label="FILTER & SORT" $open={phase === 'open'}>
        <Head>
          <Title>FILTER & SORT</Title>
          <ClearAllLink type="button" onClick={() => onChange(clearAll(filters))}>
            Clear All
          </ClearAllLink>
          <Close ref={closeButton} type="button" aria-label="Close filters" onClick={onClose}>
            <CloseIcon size={20} />
          </Close>
        </Head>
        <Body>
          <FilterGroups gender={gender} filters={filters} onChange={onChange} />
        </Body>
        <Foot>
          <SeeProducts type="button" disabled={count === 0} onClick={onClose}>
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
  transition: transform ${({ theme }) => theme.timings.filterOverlayCloseMs}ms ease;
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

const Close = styled.button`
  display: grid;
  place-items: center;
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
