// '3 colours' on a card whose product comes in several (docs/catalog.md#colourways). For one colour
// the line is still there, empty, so every card (and its loading placeholder, card-size.ts) keeps
// the same text block and a row's prices line up.
import styled from 'styled-components';
import { CARD_INFO } from '../card-size';

export function ColourCount({ count }: { count: number }) {
  if (count < 2) return <Count aria-hidden="true" />;
  return <Count data-testid="product-colour-count">{count} colours</Count>;
}

const Count = styled.span`
  display: block;
  min-height: ${CARD_INFO.lineHeight}px;
  overflow: hidden;
  white-space: nowrap;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.muted};
`;
