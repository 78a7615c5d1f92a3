import { useRef, useState } from 'react';
import styled from 'styled-components';
import type { ProductImage } from '../../../lib/product-images/product-images';
import { IMAGE_HEIGHT, IMAGE_WIDTH } from '../../../lib/product-images/product-images';

/** Three images: a grid on wide screens, a swipe gallery with its position below 768px. */
export function Gallery({ images }: { images: ProductImage[] }) {
  const track = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState(1);

  const onScroll = () => {
    const el = track.current;
    if (!el || el.clientWidth === 0) return;
    setPosition(Math.min(images.length, Math.round(el.scrollLeft / el.clientWidth) + 1));
  };

  return (
    <Wrapper>
      <Track
        ref={track}
        onScroll={onScroll}
        data-testid="gallery"
        aria-label="Product images"
        role="region"
        tabIndex={0}
      >
        {images.map((image, i) => (
          <Frame key={i} $lead={i === 0}>
            <img
              src={image.src}
              alt={image.alt}
              width={IMAGE_WIDTH}
              height={IMAGE_HEIGHT}
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : undefined}
              decoding="async"
            />
          </Frame>
        ))}
      </Track>
      <Position aria-live="polite" data-testid="gallery-position">
        {position} / {images.length}
      </Position>
    </Wrapper>
  );
}

const Wrapper = styled.div`
  position: relative;
  min-width: 0;
`;

const Track = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 8px;
  ${({ theme }) => theme.media.below768} {
    display: flex;
    gap: 0;
    overflow-x: auto;
    scroll-snap-type: x mandatory;
    scrollbar-width: none;
    &::-webkit-scrollbar {
      display: none;
    }
  }
`;

const Frame = styled.div<{ $lead: boolean }>`
  grid-column: ${({ $lead }) => ($lead ? '1 / -1' : 'auto')};
  background: ${({ theme }) => theme.colors.subtle};
  img {
    display: block;
    width: 100%;
    height: auto;
  }
  ${({ theme }) => theme.media.below768} {
    flex: 0 0 100%;
    scroll-snap-align: start;
  }
`;

const Position = styled.span`
  display: none;
  position: absolute;
  right: 12px;
  bottom: 12px;
  padding: 2px 10px;
  border-radius: 12px;
  background: rgba(255, 255, 255, 0.9);
  font-size: 13px;
  font-weight: 600;
  ${({ theme }) => theme.media.below768} {
    display: block;
  }
`;
