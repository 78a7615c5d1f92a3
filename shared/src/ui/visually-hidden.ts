import { css } from 'styled-components';

/** Out of sight but read by screen readers (a label, a skip link until it has focus). */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;
