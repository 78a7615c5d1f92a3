import styled, { keyframes } from 'styled-components';

const rise = keyframes`
  from { opacity: 0; transform: translateY(6px); }
  to { opacity: 1; transform: translateY(0); }
`;

export const Bar = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  height: 44px;
  padding: 0 48px;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.ink};
  color: #ffffff;
  font-size: 13px;
  font-weight: 700;
  letter-spacing: 0.06em;
  line-height: 1.25;
  text-align: center;
  ${({ theme }) => theme.media.below500} {
    padding: 0 44px 0 12px;
    font-size: 11px;
    letter-spacing: 0.03em;
  }
`;

export const Message = styled.p`
  margin: 0;
  animation: ${rise} 300ms ease-out;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

// The visible ring stays 28px; the button itself is a 44px tap target.
export const PauseButton = styled.button`
  position: absolute;
  right: 0;
  top: 0;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  background: transparent;
  color: #ffffff;
  font-size: 11px;
  cursor: pointer;
  &::before {
    content: '';
    position: absolute;
    top: 8px;
    left: 8px;
    width: 28px;
    height: 28px;
    box-sizing: border-box;
    border: 1px solid rgba(255, 255, 255, 0.5);
    border-radius: 50%;
  }
`;
