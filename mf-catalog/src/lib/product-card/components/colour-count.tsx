// '3 colours' on a card whose product comes in several (docs/catalog.md#colourways); nothing for one.
import styled from 'styled-components';

export function ColourCount({ count }: { count: number }) {
  if (count < 2) return null;
  return <Count data-testid="product-colour-count">{count} colours</Count>;
}

const Count = styled.span`
  display: block;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.muted};
`;
