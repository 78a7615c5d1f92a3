import { css } from 'styled-components';

// The store's page column for the shell's own pages (content pages, the navigation page): one
// width, the shared gutter and page top (docs/frame.md#one-look).
export const pageColumn = css`
  box-sizing: border-box;
  max-width: 760px;
  min-height: 60vh;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.pageTop}px ${theme.space.gutter}px 48px`};
  ${({ theme }) => theme.media.from768} {
    padding-inline: ${({ theme }) => theme.space.gutterWide}px;
  }
  font-family: ${({ theme }) => theme.fonts.body};
  color: ${({ theme }) => theme.colors.text};
`;
