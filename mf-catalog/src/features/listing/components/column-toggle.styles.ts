// Styles of column-toggle.tsx: the buttons are the shared ToggleButton.
import styled from 'styled-components';

export const Toggle = styled.div`
  display: none;
  gap: 4px;
  ${({ theme }) => theme.media.upTo766} {
    display: inline-flex;
  }
`;
