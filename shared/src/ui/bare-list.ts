import { css } from 'styled-components';

/** A list without bullets or indents whose items sit in a row and wrap (chips, icon rows). */
export const wrappingRow = css`
  display: flex;
  flex-wrap: wrap;
  margin: 0;
  padding: 0;
  list-style: none;
`;
