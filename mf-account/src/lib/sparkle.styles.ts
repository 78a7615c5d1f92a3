import styled from 'styled-components';

// Gold like the emoji it replaces; sits on the text's baseline like a glyph.
export const SparkleSvg = styled.svg`
  display: inline-block;
  vertical-align: -0.125em;
  color: #d9a400;
`;
