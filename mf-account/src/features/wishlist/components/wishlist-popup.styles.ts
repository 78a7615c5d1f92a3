import styled, { keyframes } from 'styled-components';

const slideIn = keyframes`
  from { transform: translateY(-12px); opacity: 0; }
  to { transform: none; opacity: 1; }
`;

// Fixed: the shell gives this parcel a zero-size slot in the layout. Its top is set
// below the header by the component.
export const Box = styled.div`
  position: fixed;
  right: 16px;
  z-index: ${({ theme }) => theme.zIndex.popup};
  display: flex;
  align-items: center;
  gap: 12px;
  max-width: calc(100vw - 32px);
  padding: 14px 16px;
  box-sizing: border-box;
  font-family: ${({ theme }) => theme.fonts.body};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.line};
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.16);
  animation: ${slideIn} 200ms ease-out;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
  a {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.ink};
  }
`;

export const Close = styled.button`
  display: inline-flex;
  padding: 2px;
  color: ${({ theme }) => theme.colors.muted};
  background: transparent;
  border: 0;
  cursor: pointer;
`;
