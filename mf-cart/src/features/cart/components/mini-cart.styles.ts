// The header cart button (a 44px tap target in the header's 40px slot, as the other icons)
// and its count bubble.
import styled from 'styled-components';
import { StoreLink, headerIconBox } from '@storefront/shared';

export const CartLink = styled(StoreLink)`
  ${headerIconBox}
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
`;

export const Bubble = styled.span`
  position: absolute;
  /* Where it sat on the 40px icon: the 44px box reaches 2px further each side. */
  top: 4px;
  right: 2px;
  min-width: 18px;
  height: 18px;
  padding: 0 5px;
  box-sizing: border-box;
  border-radius: 9px;
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.surface};
  font-size: 11px;
  font-weight: 700;
  line-height: 18px;
  text-align: center;
`;
