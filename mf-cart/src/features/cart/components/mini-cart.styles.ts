// The header cart button (40px, as the header's other icons) and its count bubble.
import styled from 'styled-components';
import { StoreLink } from '@storefront/shared';

export const CartLink = styled(StoreLink)`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  color: ${({ theme }) => theme.colors.ink};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
`;

export const Bubble = styled.span`
  position: absolute;
  top: 2px;
  right: 0;
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
