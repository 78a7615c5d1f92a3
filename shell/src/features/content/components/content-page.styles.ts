import styled from 'styled-components';
import { pageColumn } from '../../../lib/page-column';

// The store's reading column: one gutter, the shared type scale (docs/frame.md#content-pages).
export const Article = styled.article`
  ${pageColumn}
  line-height: 1.6;
  h1 {
    margin: 0 0 24px;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.type.h1.size}px;
    font-weight: ${({ theme }) => theme.type.h1.weight};
    letter-spacing: ${({ theme }) => theme.type.h1.tracking};
    line-height: 1.2;
  }
  h2 {
    margin: 32px 0 8px;
    font-size: ${({ theme }) => theme.type.h2.size}px;
    font-weight: ${({ theme }) => theme.type.h2.weight};
    letter-spacing: ${({ theme }) => theme.type.h2.tracking};
  }
  h3 {
    margin: 24px 0 8px;
    font-size: 16px;
  }
  a {
    color: inherit;
    text-decoration: underline;
    text-underline-offset: 2px;
  }
  table {
    width: 100%;
    border-collapse: collapse;
    margin: 16px 0;
    font-size: 14px;
  }
  th,
  td {
    padding: 8px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.line};
    text-align: left;
    vertical-align: top;
  }
`;
