// Styles of product-card.tsx.
import styled, { css } from 'styled-components';
import { StoreLink, visuallyHidden } from '@storefront/shared';
import { CARD_INFO, GRID_PHONE_NAME_LINES, WRAP_NAMES_ATTRIBUTE } from '../card-size';

export const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  min-width: 0;
  font-family: ${({ theme }) => theme.fonts.body};
  color: ${({ theme }) => theme.colors.text};
`;

export const Media = styled.div`
  position: relative;
  aspect-ratio: 4 / 5;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.subtle};
`;

export const Img = styled.img<{ $visible: boolean; $stacked?: boolean }>`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
  transition: opacity 0.2s ease;
  opacity: ${({ $visible }) => ($visible ? 1 : 0)};
  ${({ $stacked }) =>
    $stacked &&
    css`
      position: absolute;
      inset: 0;
    `}
`;

export const Tag = styled.span<{ $highlighted: boolean }>`
  position: absolute;
  top: 10px;
  left: 10px;
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 3px 8px;
  font-size: 11px;
  font-weight: 700;
  letter-spacing: 0.06em;
  background: ${({ $highlighted, theme }) => ($highlighted ? theme.colors.ink : theme.colors.surface)};
  color: ${({ $highlighted, theme }) => ($highlighted ? theme.colors.surface : theme.colors.ink)};
  transition:
    background 0.2s ease,
    color 0.2s ease;
`;

// A 44px tap target drawn as the 36px disc it always was: the disc is a pseudo-element and the
// button's extra 4px on each side is transparent, so the heart does not move.
/** The heart's form: no box of its own, so the heart sits on the image as before. */
export const HeartForm = styled.form`
  display: contents;
`;

export const Heart = styled.button`
  position: absolute;
  top: 2px;
  right: 2px;
  z-index: 1;
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.ink};
  cursor: pointer;
  &::before {
    content: '';
    position: absolute;
    inset: 4px;
    border-radius: 50%;
    background: rgba(255, 255, 255, 0.85);
  }
  svg {
    position: relative;
  }
`;

export const QuickAdd = styled.div<{ $open: boolean }>`
  position: absolute;
  left: 8px;
  right: 8px;
  bottom: 8px;
  display: flex;
  gap: 4px;
  padding: 6px;
  background: rgba(255, 255, 255, 0.94);
  transition:
    transform 0.25s ease,
    opacity 0.25s ease;
  transform: translateY(${({ $open }) => ($open ? '0' : '120%')});
  opacity: ${({ $open }) => ($open ? 1 : 0)};
  pointer-events: ${({ $open }) => ($open ? 'auto' : 'none')};
  /* Keyboard users reach the strip by tabbing into it. */
  &:focus-within {
    transform: translateY(0);
    opacity: 1;
    pointer-events: auto;
  }
`;

export const QuickButton = styled.button<{ $wide?: boolean }>`
  flex: 1;
  min-height: 32px;
  border: 1px solid ${({ theme }) => theme.colors.line};
  background: ${({ theme }) => theme.colors.surface};
  font: inherit;
  font-size: 12px;
  font-weight: 700;
  cursor: pointer;
  &:hover:not(:disabled),
  &:focus-visible {
    background: ${({ theme }) => theme.colors.ink};
    color: ${({ theme }) => theme.colors.surface};
  }
  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.muted};
    text-decoration: line-through;
  }
  ${({ $wide }) => $wide && 'letter-spacing: 0.06em;'}
`;

// Four lines of 20px (name, colour, colour count, price; card-size.ts): the placeholders reserve
// exactly this, so the swap from placeholder to card does not move anything (CARD_INFO_HEIGHT).
export const Info = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${CARD_INFO.gap}px;
  padding: ${CARD_INFO.paddingTop}px 2px 0;
  font-size: 14px;
  line-height: ${CARD_INFO.lineHeight}px;
`;

export const Name = styled(StoreLink)`
  overflow: hidden;
  color: inherit;
  text-decoration: none;
  font-weight: 600;
  white-space: nowrap;
  text-overflow: ellipsis;
  &:hover {
    text-decoration: underline;
  }
  ${({ theme }) => theme.media.upTo766} {
    [${WRAP_NAMES_ATTRIBUTE}] & {
      display: -webkit-box;
      -webkit-box-orient: vertical;
      -webkit-line-clamp: ${GRID_PHONE_NAME_LINES};
      min-height: ${GRID_PHONE_NAME_LINES * CARD_INFO.lineHeight}px;
      white-space: normal;
    }
  }
`;

export const Colour = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  text-transform: capitalize;
`;

export const PriceRow = styled.span`
  s {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export const SalePrice = styled.span`
  color: ${({ theme }) => theme.colors.sale};
  font-weight: 600;
`;

/** Read by screen readers, not shown: what a struck-through price is. */
export const Hidden = styled.span`
  ${visuallyHidden}
`;
