import styled, { css } from 'styled-components';
import { StoreLink, wrappingRow } from '@storefront/shared';

/** TRENDING SEARCHES, over the shortcuts (the panel's and the search page's). */
export const TrendingHeading = styled.h2`
  margin: 0 0 12px;
  font-size: 13px;
  font-weight: 700;
  letter-spacing: 0.08em;
`;

export const Chips = styled.ul`
  ${wrappingRow}
  gap: 8px;
`;

/** A trending shortcut: a button in the panel, a link on the search page. */
const chip = css`
  display: inline-block;
  text-decoration: none;
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

export const Chip = styled.button`
  ${chip}
`;

export const ChipLink = styled(StoreLink)`
  ${chip}
`;
