// Styles of column-toggle.tsx: the buttons are the shared ToggleButton.
import styled from 'styled-components';
import { untilHydrated } from './listing-page.styles';

export const Toggle = styled.div<{ $waiting: boolean }>`
  ${untilHydrated}
  display: none;
  gap: 4px;
  ${({ theme }) => theme.media.upTo766} {
    display: inline-flex;
  }
`;
