import styled from 'styled-components';
import { wrappingRow } from '@storefront/shared';

export const Wrapper = styled.footer`
  margin-top: 48px;
  background: ${({ theme }) => theme.colors.subtle};
  color: ${({ theme }) => theme.colors.text};
  font-size: 14px;
  a {
    color: inherit;
    text-decoration: none;
    &:hover,
    &:focus-visible {
      text-decoration: underline;
    }
  }
`;

export const Tiles = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 16px;
  margin: 0;
  padding: 32px 24px;
  list-style: none;
  ${({ theme }) => theme.media.below768} {
    grid-template-columns: 1fr;
  }
  li {
    padding: 20px;
    background: ${({ theme }) => theme.colors.surface};
  }
  h2 {
    margin: 0 0 6px;
    font-size: 16px;
    letter-spacing: 0.04em;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: 24px;
  padding: 8px 24px 32px;
  h2 {
    margin: 0 0 12px;
    font-size: 14px;
    letter-spacing: 0.06em;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    margin-bottom: 4px;
  }
  li a {
    display: inline-block;
    padding: 4px 0;
  }
`;

export const Row = styled.ul`
  ${wrappingRow}
  gap: 8px;
  li {
    display: flex;
  }
`;

export const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  padding: 20px 24px 32px;
  border-top: 1px solid ${({ theme }) => theme.colors.line};
  p {
    margin: 0;
  }
`;

export const Tagline = styled.p`
  font-weight: 800;
  letter-spacing: 0.06em;
`;
