// Styles of remote-parcel.tsx: the reserved slot and its retry.
import styled from 'styled-components';

// Centred only while it holds a fallback; a mounted fragment lays itself out.
export const Reserved = styled.div`
  box-sizing: border-box;
  &[data-slot-state='loading'],
  &[data-slot-state='failed'] {
    display: flex;
    align-items: center;
    justify-content: center;
    gap: 8px;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 14px;
  }
`;

export const RetryButton = styled.button`
  border: 1px solid ${({ theme }) => theme.colors.ink};
  background: transparent;
  padding: 4px 10px;
  font: inherit;
  cursor: pointer;
`;
