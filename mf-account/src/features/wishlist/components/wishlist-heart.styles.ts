import styled from 'styled-components';
import { StoreLink } from '@storefront/shared';
import { headerIconBox as headerIcon } from '@storefront/shared';

export const Link = styled(StoreLink)`
  ${headerIcon}
`;

// Placed as on the 40px icon it was drawn for: the 44px target adds 2px on each side.
export const Bubble = styled.span`
  position: absolute;
  top: 8px;
  right: 7px;
  width: 10px;
  height: 10px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.sale};
  border: 2px solid ${({ theme }) => theme.colors.surface};
`;
