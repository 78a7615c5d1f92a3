import styled from 'styled-components';
import { StoreLink, spreadRow } from '@storefront/shared';

export const Strip = styled.div`
  ${spreadRow}
  gap: 16px;
  min-height: 32px;
  padding: 0 24px;
  background: ${({ theme }) => theme.colors.subtle};
  font-size: 12px;
  ${({ theme }) => theme.media.upTo1024} {
    display: none;
  }
`;

export const Links = styled.ul`
  display: flex;
  gap: 20px;
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.text};
`;

export const HelpLink = styled(StoreLink)`
  color: inherit;
  text-decoration: none;
  &:hover,
  &:focus-visible {
    text-decoration: underline;
  }
`;

export const Account = styled(StoreLink)`
  color: ${({ theme }) => theme.colors.ink};
  font-weight: 700;
  text-decoration: none;
  &:hover,
  &:focus-visible {
    text-decoration: underline;
  }
`;
