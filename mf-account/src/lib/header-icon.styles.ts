// The header icons this slice draws (the wishlist heart, the user menu's link and button).
import { css } from 'styled-components';

// The shell reserves a 40px slot for each header icon. The tap target is 44px (phones), laid
// out in the same 40px by the -2px margin: the icon does not move, the extra 2px each side
// fall into the 4px gap between icons, so neighbouring targets touch but never overlap.
export const headerIcon = css`
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
