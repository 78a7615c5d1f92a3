import { useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { ChevronIcon, scriptOnly, theme } from '@storefront/shared';
import type { Product, Size } from '@storefront/shared';
import { ProductCard } from '../../product-card/components/product-card';
import { CardPlaceholders } from '../../product-card/components/card-placeholder';

interface ProductStripViewProps {
  products: Product[];
  loading: boolean;
  /**
   * Names the list for assistive technology where nothing around it does (search). A carousel
   * leaves it out: its section's heading already names it, and saying it twice is noise.
   */
  label?: string;
  sizeFilter?: Size | null;
  onProductOpen?: (product: Product) => void;
  /** The row is in the page's first view: its first cards load their images at once. */
  priority?: boolean;
}

/** Cards of a first-view row that fit a wide screen; the first one is fetched first. */
const EAGER_CARDS = 5;

/** Whether the row can scroll further back and forward (both false until measured). */
function useScrollEdges(track: React.RefObject<HTMLDivElement | null>, contentKey: unknown) {
  const [edges, setEdges] = useState({ atStart: true, atEnd: false });
  const measure = useCallback(() => {
    const el = track.current;
    if (!el) return;
    const atStart = el.scrollLeft <= 1;
    const atEnd = el.scrollLeft + el.clientWidth >= el.scrollWidth - 1;
    setEdges((prev) => (prev.atStart === atStart && prev.atEnd === atEnd ? prev : { atStart, atEnd }));
  }, [track]);
  useEffect(() => {
    measure();
    const el = track.current;
    if (!el) return;
    el.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      el.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, [measure, track, contentKey]);
  return edges;
}

/**
 * A horizontally scrolling row; previous and next scroll it 320px smoothly and are disabled at
 * the start and at the end.
 */
export function ProductStripView({
  products,
  loading,
  label,
  sizeFilter,
  onProductOpen,
  priority = false,
}: ProductStripViewProps) {
  const track = useRef<HTMLDivElement>(null);
  const { atStart, atEnd } = useScrollEdges(track, loading ? 'loading' : products);
  const scroll = (direction: -1 | 1) =>
    track.current?.scrollBy({ left: direction * theme.scroll.carouselStepPx, behavior: 'smooth' });

  return (
    <Wrapper>
      {/* The row scrolls natively (touch, trackpad, keyboard); the arrows are the script's. */}
      <Arrow
        {...scriptOnly}
        type="button"
        $side="left"
        aria-label="Previous products"
        disabled={atStart}
        onClick={() => scroll(-1)}
      >
        <ChevronIcon direction="left" size={20} />
      </Arrow>
      <Track
        ref={track}
        role="list"
        aria-label={label}
        aria-busy={loading}
        data-testid="product-strip"
        tabIndex={0}
      >
        {loading ? (
          <CardPlaceholders
            wrap={(card, i) => (
              <Slot key={i} role="listitem">
                {card}
              </Slot>
            )}
          />
        ) : (
          products.map((product, i) => (
            <Slot key={product.productId} role="listitem">
              <ProductCard
                product={product}
                sizeFilter={sizeFilter}
                onOpen={onProductOpen}
                eager={priority && i < EAGER_CARDS}
                priority={priority && i === 0}
              />
            </Slot>
          ))
        )}
      </Track>
      <Arrow
        {...scriptOnly}
        type="button"
        $side="right"
        aria-label="Next products"
        disabled={atEnd}
        onClick={() => scroll(1)}
      >
        <ChevronIcon direction="right" size={20} />
      </Arrow>
    </Wrapper>
  );
}

const Wrapper = styled.div`
  position: relative;
  width: 100%;
`;

const Track = styled.div`
  display: flex;
  gap: 16px;
  overflow-x: auto;
  scroll-snap-type: x proximity;
  scrollbar-width: none;
  padding-bottom: 4px;
  &::-webkit-scrollbar {
    display: none;
  }
`;

const Slot = styled.div`
  flex: 0 0 auto;
  width: clamp(160px, 42vw, 280px);
  scroll-snap-align: start;
`;

const Arrow = styled.button<{ $side: 'left' | 'right' }>`
  position: absolute;
  top: 40%;
  ${({ $side }) => $side}: 4px;
  z-index: 2;
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: 50%;
  background: rgba(255, 255, 255, 0.92);
  color: ${({ theme }) => theme.colors.ink};
  cursor: pointer;
  &:disabled {
    opacity: 0.35;
    cursor: default;
  }
`;
