// The cart line's look (the page and the drawer share it).
import styled from 'styled-components';
import { StoreLink } from '@storefront/shared';

export const Item = styled.li<{ $removing: boolean; $removeMs: number }>`
  display: flex;
  gap: 16px;
  padding: 16px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.line};
  transition:
    transform ${({ $removeMs }) => $removeMs}ms ease-in,
    opacity ${({ $removeMs }) => $removeMs}ms ease-in;
  transform: translateX(${({ $removing }) => ($removing ? '-100%' : '0')});
  opacity: ${({ $removing }) => ($removing ? 0 : 1)};
`;

export const Details = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
  font-size: 14px;
`;

export const Name = styled(StoreLink)`
  color: ${({ theme }) => theme.colors.ink};
  font-weight: 700;
  text-decoration: none;
  text-transform: uppercase;
  &:hover,
  &:focus-visible {
    text-decoration: underline;
  }
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  text-transform: capitalize;
`;

export const Prices = styled.div`
  display: flex;
  gap: 8px;
  align-items: baseline;
`;

export const Sale = styled.span`
  color: ${({ theme }) => theme.colors.sale};
  font-weight: 700;
`;

export const Controls = styled.div`
  display: flex;
  align-items: center;
  gap: 16px;
  margin-top: 4px;
  label {
    display: flex;
    align-items: center;
    gap: 6px;
  }
  select {
    font: inherit;
    /* At least a 44px tap target (phones); only the box is taller. */
    min-height: 44px;
    padding: 4px 8px;
    border: 1px solid ${({ theme }) => theme.colors.line};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

export const Remove = styled.button`
  /* A 44px tap target that looks like the underlined word it always was. */
  min-width: 44px;
  min-height: 44px;
  border: 0;
  background: none;
  padding: 4px 0;
  font: inherit;
  color: ${({ theme }) => theme.colors.ink};
  text-decoration: underline;
  cursor: pointer;
`;
