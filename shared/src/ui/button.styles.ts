import styled, { css } from 'styled-components';
import { StoreLink } from '../navigation/store-link';

export type ButtonVariant = 'primary' | 'secondary';

interface LookProps {
  $variant: ButtonVariant;
  $fullWidth: boolean;
}

// The one button look (the cart's and the wishlist's prompts, empty states, checkout):
// ink on white or white on ink, 48px high so it is a comfortable tap target.
const look = css<LookProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  box-sizing: border-box;
  min-width: 44px;
  min-height: ${({ theme }) => theme.button.height}px;
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  padding: 12px ${({ theme }) => theme.button.paddingX}px;
  border: 1px solid ${({ theme }) => theme.colors.ink};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ $variant, theme }) => ($variant === 'primary' ? theme.colors.ink : theme.colors.surface)};
  color: ${({ $variant, theme }) => ($variant === 'primary' ? theme.colors.surface : theme.colors.ink)};
  font: inherit;
  font-size: ${({ theme }) => theme.button.fontSize}px;
  font-weight: ${({ theme }) => theme.button.weight};
  letter-spacing: 0.04em;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.45;
    cursor: not-allowed;
  }
`;

export const ButtonElement = styled.button<LookProps>`
  ${look}
`;

export const ButtonLinkElement = styled(StoreLink)<LookProps>`
  ${look}
`;

// The one toggle look (the column toggles): a square outline, ink when pressed, at least
// 44px so it is a tap target on phones.
export const ToggleElement = styled.button`
  display: inline-grid;
  place-items: center;
  box-sizing: border-box;
  min-width: 44px;
  min-height: 44px;
  padding: 0 10px;
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.muted};
  font: inherit;
  font-size: 13px;
  cursor: pointer;
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.ink};
    color: ${({ theme }) => theme.colors.ink};
    font-weight: 700;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
`;
