// The pieces both auth forms draw: fields, the error area, the submit button and the Google link.
import { forwardRef, useId, useState } from 'react';
import styled from 'styled-components';
import { CheckIcon, CloseIcon } from '@storefront/shared';
import { googleAuthHref } from '../../../lib/api-host';

export const Heading = styled.h1`
  margin: 0 0 20px;
  font-size: 24px;
  letter-spacing: 0.04em;
`;

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

export const SubmitButton = styled.button`
  margin-top: 6px;
  padding: 14px;
  font: inherit;
  font-weight: 700;
  letter-spacing: 0.06em;
  color: ${({ theme }) => theme.colors.surface};
  background: ${({ theme }) => theme.colors.ink};
  border: 0;
  border-radius: 999px;
  cursor: pointer;
  &:disabled {
    cursor: not-allowed;
    opacity: 0.4;
  }
`;

const ErrorBox = styled.p`
  margin: 0 0 12px;
  padding: 10px 12px;
  color: ${({ theme }) => theme.colors.sale};
  background: #fdecee;
  font-weight: 600;
  &:empty {
    display: none;
  }
`;

/** Announced at once; focusable so a failure can return focus to it. */
export const ErrorArea = forwardRef<HTMLParagraphElement, { message: string }>(function ErrorArea(
  { message },
  ref,
) {
  return (
    <ErrorBox ref={ref} tabIndex={-1} role="alert" aria-live="assertive" data-testid="auth-error">
      {message}
    </ErrorBox>
  );
});

const NoticeBox = styled.p`
  margin: 0 0 12px;
  padding: 10px 12px;
  background: ${({ theme }) => theme.colors.subtle};
  border-left: 3px solid ${({ theme }) => theme.colors.success};
  font-weight: 600;
  &:empty {
    display: none;
  }
`;

/** A confirmation, announced politely; focusable so the page can move focus to the outcome. */
export const NoticeArea = forwardRef<HTMLParagraphElement, { message: string }>(function NoticeArea(
  { message },
  ref,
) {
  return (
    <NoticeBox ref={ref} tabIndex={-1} role="status" aria-live="polite" data-testid="auth-notice">
      {message}
    </NoticeBox>
  );
});

const Status = styled.span<{ $valid: boolean }>`
  display: inline-flex;
  color: ${({ $valid, theme }) => ($valid ? theme.colors.success : theme.colors.sale)};
`;

/** The validity icon next to a label, shown once the field has content. */
export function ValidityIcon({ shown, valid }: { shown: boolean; valid: boolean }) {
  if (!shown) return null;
  return (
    <Status $valid={valid} data-testid="validity-icon" data-valid={valid} aria-hidden="true">
      {valid ? <CheckIcon size={16} /> : <CloseIcon size={16} />}
    </Status>
  );
}

export interface ValidatedFieldProps {
  label: string;
  name: string;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  value: string;
  valid: boolean;
  /** The rule, shown while the shopper is in the field and it is not met yet. */
  hint: string;
  /** Show the hint in an empty field too (the password rules), not only once something is typed. */
  hintWhenEmpty?: boolean;
  onChange: (value: string) => void;
}

/** A labelled input with its validity icon and rule hint (SPEC sections 4 and 5). */
export function ValidatedField({
  label,
  name,
  type = 'text',
  autoComplete = 'off',
  value,
  valid,
  hint,
  hintWhenEmpty = false,
  onChange,
}: ValidatedFieldProps) {
  const id = useId();
  const [focused, setFocused] = useState(false);
  const hintShown = focused && !valid && (hintWhenEmpty || value !== '');
  return (
    <FieldBox>
      <Label htmlFor={id}>
        {label} <ValidityIcon shown={value !== ''} valid={valid} />
      </Label>
      <Input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required
        value={value}
        aria-invalid={!valid}
        aria-describedby={hintShown ? `${id}-hint` : undefined}
        onChange={(e) => onChange(e.target.value)}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
      />
      {hintShown && <Hint id={`${id}-hint`}>{hint}</Hint>}
    </FieldBox>
  );
}

const Divider = styled.p`
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

const GoogleAnchor = styled.a`
  display: block;
  padding: 12px;
  text-align: center;
  color: ${({ theme }) => theme.colors.ink};
  border: 1px solid ${({ theme }) => theme.colors.ink};
  border-radius: 999px;
  text-decoration: none;
  font-weight: 600;
`;

/** OR and the third-party link: a plain <a href> so the browser leaves for the provider. */
export function GoogleContinue() {
  return (
    <>
      <Divider>OR</Divider>
      <GoogleAnchor href={googleAuthHref()}>Continue with Google</GoogleAnchor>
    </>
  );
}

export const SwitchLine = styled.p`
  margin: 18px 0 0;
  font-size: 14px;
  a {
    color: ${({ theme }) => theme.colors.ink};
    font-weight: 700;
  }
`;
