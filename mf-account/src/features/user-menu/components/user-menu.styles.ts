import styled from 'styled-components';
import { StoreLink } from '@storefront/shared';
import { headerIconBox as headerIcon } from '@storefront/shared';

export const Wrap = styled.div`
  position: relative;
  display: inline-flex;
`;

export const IconButton = styled.button`
  ${headerIcon}
  background: transparent;
  border: 0;
  cursor: pointer;
`;

export const IconLink = styled(StoreLink)`
  ${headerIcon}
`;

export const Menu = styled.ul`
  position: absolute;
  top: 100%;
  right: 0;
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  min-width: 160px;
  margin: 4px 0 0;
  padding: 6px 0;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.line};
  box-shadow: 0 6px 18px rgba(0, 0, 0, 0.12);
  font-family: ${({ theme }) => theme.fonts.body};
`;

export const Item = styled.button`
  display: block;
  width: 100%;
  padding: 10px 16px;
  text-align: left;
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  background: transparent;
  border: 0;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.subtle};
    outline: none;
  }
`;
