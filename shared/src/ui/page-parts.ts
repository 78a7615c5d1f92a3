// The parts every slice's pages are drawn with (cart, checkout, account, sign-in forms): one
// page title and one section box, so the pages look the same whichever slice draws them.
import styled, { css } from 'styled-components';

/** The page's one h1, on the shared type scale (theme.type.h1, docs/frame.md#one-look). */
export const PageTitle = styled.h1`
  margin: 0 0 24px;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.type.h1.size}px;
  font-weight: ${({ theme }) => theme.type.h1.weight};
  letter-spacing: ${({ theme }) => theme.type.h1.tracking};
`;

/** A section of a page: 20px inside, its h2 in small tracked capitals. `outline` draws a border. */
const sectionBox = css<{ $tone?: 'subtle' | 'outline' }>`
  padding: 20px;
  background: ${({ theme, $tone }) => ($tone === 'outline' ? theme.colors.surface : theme.colors.subtle)};
  border: ${({ theme, $tone }) => ($tone === 'outline' ? `1px solid ${theme.colors.line}` : '0')};
  h2 {
    margin: 0 0 16px;
    font-size: 16px;
    letter-spacing: 0.06em;
  }
`;

export const SectionBox = styled.section<{ $tone?: 'subtle' | 'outline' }>`
  ${sectionBox}
`;

/** The title row of a side panel (the cart drawer, the slide-in navigation): title left, close right. */
export const panelHeadRow = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  border-bottom: 1px solid ${({ theme }) => theme.colors.line};
`;
