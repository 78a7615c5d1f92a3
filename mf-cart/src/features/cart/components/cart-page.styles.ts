// The cart page's look: the slice's page layout, with the count beside the title and the
// SUMMARY and help boxes stacked in the aside.
import styled from 'styled-components';
import { Box as LayoutBox, Title as LayoutTitle } from '../../../lib/page-layout';

export const Title = styled(LayoutTitle)`
  span {
    font-weight: 400;
    font-size: 16px;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export const Aside = styled.aside`
  display: flex;
  flex-direction: column;
  gap: 24px;
`;

export const Box = styled(LayoutBox)`
  margin-bottom: 0;
  ul {
    margin: 0;
    padding-left: 18px;
    font-size: 14px;
    line-height: 1.8;
  }
`;

export const Reserved = styled.p`
  margin: 0;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.muted};
`;
