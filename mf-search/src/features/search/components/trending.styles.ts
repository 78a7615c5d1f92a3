import styled from 'styled-components';
import { wrappingRow } from '@storefront/shared';

export const Chips = styled.ul`
  ${wrappingRow}
  gap: 8px;
`;

export const Chip = styled.button`
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.subtle};
  padding: 8px 16px;
  font: inherit;
  font-size: 14px;
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
