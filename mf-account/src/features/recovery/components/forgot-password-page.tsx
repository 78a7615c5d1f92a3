// /forgot-password: one e-mail field; the answer is the same whether or not an
// account uses the address, so the page shows a neutral confirmation.
import { useState, type FormEvent } from 'react';
import { HINTS, StoreLink, isValidEmail } from '@storefront/shared';
import { AuthLayout } from '../../../lib/auth-form/auth-layout';
import { Form, Heading, SubmitButton, SwitchLine } from '../../../lib/auth-form/auth-form.styles';
import { ErrorArea, NoticeArea } from '../../../lib/auth-form/form-messages';
import { ValidatedField } from '../../../lib/auth-form/validated-field';
import { recoveryErrorMessage } from '../../../api/server-sentence';
import { requestPasswordReset } from '../api/recovery-api';
import { useFormOutcome } from '../../../lib/auth-form/use-form-outcome';

const FORGOT_SENT_FALLBACK =
  'If an account uses that e-mail address, we have sent it a link to reset the password.';

export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const { errorRef, noticeRef, error, setError, notice: sent, submitting, submit } = useFormOutcome();

  const valid = isValidEmail(email);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!valid || submitting) return;
    await submit(
      async () => (await requestPasswordReset({ email })) || FORGOT_SENT_FALLBACK,
      recoveryErrorMessage,
    );
  }

  return (
    <AuthLayout title="Forgot password">
      <ErrorArea ref={errorRef} message={error} />
      <NoticeArea ref={noticeRef} message={sent} />
      <Heading>Forgot Password</Heading>
      {!sent && (
        <Form onSubmit={onSubmit} noValidate aria-busy={submitting}>
          <p>
            Enter the e-mail address of your account and we will send you a link to choose a new password.
          </p>
          <ValidatedField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            valid={valid}
            hint={HINTS.email}
            onChange={(value) => {
              setEmail(value);
              setError('');
            }}
          />
          <SubmitButton type="submit" disabled={!valid || submitting}>
            {submitting ? 'SENDING…' : 'SEND RESET LINK'}
          </SubmitButton>
        </Form>
      )}
      <SwitchLine>
        Remembered it? <StoreLink href="/login">Log in</StoreLink>
      </SwitchLine>
    </AuthLayout>
  );
}
