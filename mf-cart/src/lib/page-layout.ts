// The page frame of the cart slice's pages (/cart, /checkout, the confirmation): one layout, so
// the cart and its checkout line up.
import styled from 'styled-components';
import { SectionBox } from '@storefront/shared';

// The shared theme's one page gutter and page top (docs/frame.md#one-look), as every slice's pages.
export const Page = styled.div`
  box-sizing: border-box;
  max-width: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.pageTop}px ${theme.space.gutter}px 48px`};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.fonts.body};
  ${({ theme }) => theme.media.from768} {
    padding-inline: ${({ theme }) => theme.space.gutterWide}px;
    padding-bottom: 64px;
  }
`;

export { PageTitle as Title } from '@storefront/shared';

export const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 360px;
  gap: 40px;
  align-items: start;
  ${({ theme }) => theme.media.upTo1024} {
    grid-template-columns: minmax(0, 1fr);
    gap: 24px;
  }
`;

export const Box = styled(SectionBox)`
  margin-bottom: 24px;
`;

export const Muted = styled.p`
  margin: 0;
  padding: 48px 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
`;

export const Alert = styled.div`
  margin: 0 0 16px;
  padding: 12px 16px;
  border: 1px solid ${({ theme }) => theme.colors.sale};
  color: ${({ theme }) => theme.colors.sale};
  font-size: 14px;
`;

/** A line's name and size in a LineList, taking the room between its picture and its price. */
export const LineText = styled.span`
  flex: 1;
  min-width: 0;
`;

export const LineList = styled.ul`
  list-style: none;
  margin: 0 0 16px;
  padding: 0;
  font-size: 14px;
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 12px;
    padding: 8px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.line};
  }
`;
