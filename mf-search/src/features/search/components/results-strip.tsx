import { useMemo, useRef } from 'react';
import styled from 'styled-components';
import { ChevronIcon, RemoteParcel, theme } from '@storefront/shared';
import type { Product, ProductStripProps } from '@storefront/shared';

export const STRIP_STEP_PX = theme.scroll.carouselStepPx;

/**
 * The scroller lives inside catalog's parcel (another React root), so it is
 * found in the DOM: by its marker if the strip sets one, else as the first
 * element that scrolls horizontally.
 */
export function findScroller(root: HTMLElement): HTMLElement | null {
  const marked = root.querySelector<HTMLElement>('[data-strip-scroller]');
  if (marked) return marked;
  for (const element of root.querySelectorAll<HTMLElement>('*')) {
    const { overflowX } = getComputedStyle(element);
    if ((overflowX === 'auto' || overflowX === 'scroll') && element.scrollWidth > element.clientWidth) {
      return element;
    }
  }
  return null;
}

const Wrap = styled.section`
  position: relative;
`;

const Controls = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
  margin-bottom: 8px;
`;

const ArrowButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surface};
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

export interface ResultsStripProps {
  products: Product[];
  loading: boolean;
  onProductOpen: (product: Product) => void;
}

/** The PRODUCTS strip: catalog's ./ProductStrip parcel with previous and next buttons that scroll it 320px. */
export function ResultsStrip({ products, loading, onProductOpen }: ResultsStripProps) {
  const rootRef = useRef<HTMLElement>(null);
  const parcelProps = useMemo<ProductStripProps>(
    () => ({ products, loading, label: 'PRODUCTS', onProductOpen }),
    [products, loading, onProductOpen],
  );

  const scroll = (direction: 1 | -1) => {
    const scroller = rootRef.current && findScroller(rootRef.current);
    scroller?.scrollBy({ left: direction * STRIP_STEP_PX, behavior: 'smooth' });
  };

  return (
    <Wrap ref={rootRef} aria-label="Search results" aria-busy={loading} data-testid="search-results">
      <Controls>
        <ArrowButton type="button" aria-label="Previous products" onClick={() => scroll(-1)}>
          <ChevronIcon direction="left" size={20} />
        </ArrowButton>
        <ArrowButton type="button" aria-label="Next products" onClick={() => scroll(1)}>
          <ChevronIcon direction="right" size={20} />
        </ArrowButton>
      </Controls>
      <RemoteParcel
        slice="mf-catalog"
        expose="ProductStrip"
        parcelProps={parcelProps as unknown as Record<string, unknown>}
        reserve={{ minHeight: 320 }}
        label="Products"
      />
    </Wrap>
  );
}
