import styled, { css } from 'styled-components';

/**
 * The box of a header icon: a 44px tap target laid out in the header's 40px slot by a -2px
 * margin, so the icon does not move and neighbouring targets touch but never overlap.
 */
export const headerIconBox = css`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  box-sizing: border-box;
  width: 44px;
  height: 44px;
  margin: -2px;
  padding: 0;
  color: ${({ theme }) => theme.colors.ink};
`;

/**
 * The header's icon buttons and links (menu, search, wishlist, account, cart): a transparent
 * 44px tap target that takes the 40px of layout the header was drawn with (a -2px margin), so
 * it looks and lays out the same while being easy to hit on a phone. Use `as={StoreLink}` for
 * a link.
 */
export const IconButton = styled.button`
  ${headerIconBox}
  border: 0;
  background: transparent;
  font: inherit;
  text-decoration: none;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 0;
  }
`;

/** The layout box of a header icon: what a header slot reserves while its fragment loads. */
export const HEADER_ICON_SIZE = { width: 40, height: 40 } as const;
