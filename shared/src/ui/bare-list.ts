import { css } from 'styled-components';

/** A list without bullets or indents whose items sit in a row and wrap (chips, icon rows). */
export const wrappingRow = css`
  display: flex;
  flex-wrap: wrap;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A row with its first item at the start and its last at the end (toolbars, strips). */
export const spreadRow = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
`;
