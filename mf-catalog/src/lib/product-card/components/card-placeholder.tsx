import type { ReactElement } from 'react';
import styled from 'styled-components';
import { LOADING_PLACEHOLDER_COUNT, SkeletonCard } from '@storefront/shared';
import {
  CARD_INFO_HEIGHT,
  GRID_PHONE_EXTRA_HEIGHT,
  SKELETON_INFO_HEIGHT,
  WRAP_NAMES_ATTRIBUTE,
} from '../card-size';

/**
 * The shared loading card, as tall as the product card that replaces it: the same 4:5 image and
 * the card's text block, so a carousel or grid does not shift when its products arrive.
 */
function CardPlaceholder() {
  return (
    <Reserve data-testid="card-placeholder">
      <SkeletonCard />
    </Reserve>
  );
}

/** The six placeholders every product list shows while loading, all at once. */
export function CardPlaceholders({ wrap }: { wrap?: (card: ReactElement, index: number) => ReactElement }) {
  return (
    <>
      {Array.from({ length: LOADING_PLACEHOLDER_COUNT }, (_, i) =>
        wrap ? wrap(<CardPlaceholder />, i) : <CardPlaceholder key={i} />,
      )}
    </>
  );
}

const Reserve = styled.div`
  padding-bottom: ${CARD_INFO_HEIGHT - SKELETON_INFO_HEIGHT}px;
  ${({ theme }) => theme.media.upTo766} {
    [${WRAP_NAMES_ATTRIBUTE}] & {
      padding-bottom: ${CARD_INFO_HEIGHT - SKELETON_INFO_HEIGHT + GRID_PHONE_EXTRA_HEIGHT}px;
    }
  }
`;
