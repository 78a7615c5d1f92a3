import styled, { css, keyframes } from 'styled-components';
import { visuallyHidden } from '@storefront/shared';
import type { SearchMode } from '../search-mode';

const slideDown = keyframes`
  from { transform: translateY(-12px); opacity: 0; }
  to { transform: none; opacity: 1; }
`;

export const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  background: ${({ theme }) => theme.colors.overlay};
`;

export const Panel = styled.div<{ $mode: SearchMode }>`
  position: fixed;
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay + 1};
  box-sizing: border-box;
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.fonts.body};
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.12);
  animation: ${slideDown} 200ms ease-out;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
  ${({ $mode }) =>
    $mode === 'overlay'
      ? css`
          top: 0;
          max-height: 100vh;
          padding: 24px 40px 32px;
        `
      : css`
          max-height: calc(100vh - var(--search-bar-top, 0px));
          padding: 12px 16px 16px;
          border-top: 1px solid ${({ theme }) => theme.colors.line};
        `}
`;

export const Inner = styled.div`
  max-width: 1200px;
  margin: 0 auto;
`;

export const Form = styled.form`
  display: flex;
  align-items: center;
  gap: 8px;
  border-bottom: 2px solid ${({ theme }) => theme.colors.ink};
  padding: 4px 0;
`;

export const VisuallyHidden = styled.label`
  ${visuallyHidden}
`;

// The form's underline thickens and takes the accent colour while the input has focus, so the
// focus is visible without a box around the text.
export const Input = styled.input`
  flex: 1;
  min-width: 0;
  border: 0;
  outline: none;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
  background: transparent;
  padding: 8px 4px;
  font: inherit;
  font-size: 18px;
  color: inherit;
  &::placeholder {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.ink};
  padding: 6px;
  cursor: pointer;
  font: inherit;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
  }
`;

export const CloseText = styled(IconButton)`
  font-size: 13px;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-decoration: underline;
`;

export const Body = styled.div`
  padding-top: 20px;
`;

// The panel's section headings (PRODUCTS, TRENDING SEARCHES) are the trending heading's look.
export { TrendingHeading as Heading } from '../../../lib/trending.styles';

export const Message = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  margin-bottom: 20px;
  font-size: 15px;
`;
