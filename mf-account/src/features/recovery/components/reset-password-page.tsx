// /reset-password?token=…: a new password under the sign-up rule. Success ends
// every session of the account, so the shopper logs in again with it.
import type { FormEvent } from 'react';
import { StoreLink, signOut, useLocationSearch } from '@storefront/shared';
import { AuthLayout } from '../../../lib/auth-form/auth-layout';
import { Form, Heading, SubmitButton, SwitchLine } from '../../../lib/auth-form/auth-form.styles';
import { ErrorArea, NoticeArea } from '../../../lib/auth-form/form-messages';
import { PasswordPair } from '../../../lib/auth-form/password-pair';
import { usePasswordPair } from '../../../lib/auth-form/use-password-pair';
import { recoveryErrorMessage } from '../../../api/server-sentence';
import { resetPassword, tokenFrom } from '../api/recovery-api';
import { useFormOutcome } from '../../../lib/auth-form/use-form-outcome';

export const RESET_LINK_INCOMPLETE =
  'This reset link is incomplete. Please open the link from the e-mail again, or ask for a new one.';

export function ResetPasswordPage() {
  const token = tokenFrom(useLocationSearch());
  const {
    errorRef,
    noticeRef,
    error,
    setError,
    notice: done,
    submitting,
    submit,
  } = useFormOutcome(token ? '' : RESET_LINK_INCOMPLETE);

  const pair = usePasswordPair(() => setError(''));
  const allValid = pair.valid;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    // The button may be bypassed (Enter, scripts): the rule is checked again before any call.
    if (!allValid) {
      setError('Invalid Entry');
      return;
    }
    const reset = await submit(() => resetPassword({ token, password: pair.password }), recoveryErrorMessage);
    // The server ended every session of the account, this browser's included.
    if (reset) signOut();
  }

  return (
    <AuthLayout title="Reset password">
      <ErrorArea ref={errorRef} message={error} />
      <NoticeArea ref={noticeRef} message={done} />
      <Heading>Reset Password</Heading>
      {done ? (
        <SwitchLine>
          <StoreLink href="/login">Log in</StoreLink> with your new password.
        </SwitchLine>
      ) : token ? (
        <Form onSubmit={onSubmit} noValidate aria-busy={submitting}>
          <PasswordPair passwordLabel="New Password" {...pair.fields} />
          <SubmitButton type="submit" disabled={!allValid || submitting}>
            {submitting ? 'SAVING…' : 'SET NEW PASSWORD'}
          </SubmitButton>
        </Form>
      ) : null}
      {!done && (
        <SwitchLine>
          Link expired? <StoreLink href="/forgot-password">Ask for a new one</StoreLink>
        </SwitchLine>
      )}
    </AuthLayout>
  );
}
