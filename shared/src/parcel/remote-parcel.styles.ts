// Styles of remote-parcel.tsx: the reserved slot and its retry.
import styled from 'styled-components';

export const Reserved = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  box-sizing: border-box;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 14px;
`;

export const RetryButton = styled.button`
  border: 1px solid ${({ theme }) => theme.colors.ink};
  background: transparent;
  padding: 4px 10px;
  font: inherit;
  cursor: pointer;
`;
