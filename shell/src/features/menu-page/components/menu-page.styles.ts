import styled from 'styled-components';
import { pageColumn } from '../../../lib/page-column';

// The store's page column and type scale (docs/frame.md#one-look), lists of links with 44px rows.
export const Page = styled.div`
  ${pageColumn}
  h1 {
    margin: 0 0 8px;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.type.h1.size}px;
    font-weight: ${({ theme }) => theme.type.h1.weight};
    letter-spacing: ${({ theme }) => theme.type.h1.tracking};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    align-items: center;
    min-height: 44px;
    font-size: 15px;
    color: ${({ theme }) => theme.colors.muted};
  }
  a {
    display: flex;
    align-items: center;
    min-height: 44px;
    flex: 1;
    color: ${({ theme }) => theme.colors.ink};
    font-weight: 700;
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    text-decoration: underline;
  }
`;

export const Section = styled.section`
  padding: 16px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.line};
  h2 {
    margin: 8px 0;
    font-size: ${({ theme }) => theme.type.h2.size}px;
    font-weight: ${({ theme }) => theme.type.h2.weight};
    letter-spacing: ${({ theme }) => theme.type.h2.tracking};
  }
`;

export const Group = styled.div`
  margin-top: 8px;
  h3 {
    margin: 8px 0 0;
    font-size: 14px;
    font-weight: 700;
    letter-spacing: 0.04em;
    color: ${({ theme }) => theme.colors.muted};
  }
  a {
    font-weight: 400;
  }
`;
