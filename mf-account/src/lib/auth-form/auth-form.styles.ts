// The primitives every account form composes (sign-up, log-in and the recovery pages).
import styled from 'styled-components';
import { Button } from '@storefront/shared';

export { PageTitle as Heading } from '@storefront/shared';

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 14px;
`;

export const Label = styled.label`
  display: flex;
  align-items: center;
  gap: 6px;
  font-size: 14px;
  font-weight: 600;
`;

export const Input = styled.input`
  width: 100%;
  box-sizing: border-box;
  padding: 12px;
  font: inherit;
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radius};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 1px;
  }
`;

export const FieldBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
`;

export const Hint = styled.p`
  margin: 0;
  padding: 8px 10px;
  font-size: 13px;
  background: ${({ theme }) => theme.colors.subtle};
  border-left: 3px solid ${({ theme }) => theme.colors.ink};
`;

// The store's one button (as the cart's and the wishlist's prompts), across the form.
export const SubmitButton = styled(Button).attrs({ fullWidth: true })`
  margin-top: 6px;
`;

export const SwitchLine = styled.p`
  margin: 18px 0 0;
  font-size: 14px;
  a {
    color: ${({ theme }) => theme.colors.ink};
    font-weight: 700;
  }
`;

export const ErrorBox = styled.p`
  margin: 0 0 12px;
  padding: 10px 12px;
  color: ${({ theme }) => theme.colors.sale};
  background: #fdecee;
  font-weight: 600;
  &:empty {
    display: none;
  }
`;

export const NoticeBox = styled.p`
  margin: 0 0 12px;
  padding: 10px 12px;
  background: ${({ theme }) => theme.colors.subtle};
  border-left: 3px solid ${({ theme }) => theme.colors.success};
  font-weight: 600;
  &:empty {
    display: none;
  }
`;

export const Status = styled.span<{ $valid: boolean }>`
  display: inline-flex;
  color: ${({ $valid, theme }) => ($valid ? theme.colors.success : theme.colors.sale)};
`;

export const Divider = styled.p`
  display: flex;
  align-items: center;
  gap: 12px;
  margin: 18px 0 12px;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.muted};
  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid ${({ theme }) => theme.colors.line};
  }
`;

// A plain <a href> that leaves the store, drawn like the shared Button's secondary look.
/** Where the Google link would be, when this server offers none. */
export const GoogleUnavailable = styled.p`
  margin: 18px 0 12px;
  font-size: 13px;
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
`;

export const GoogleAnchor = styled.a`
  display: flex;
  align-items: center;
  justify-content: center;
  box-sizing: border-box;
  min-height: 48px;
  padding: 12px 20px;
  color: ${({ theme }) => theme.colors.ink};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.ink};
  border-radius: ${({ theme }) => theme.radius};
  font-size: 14px;
  font-weight: 700;
  letter-spacing: 0.04em;
  text-decoration: none;
`;
