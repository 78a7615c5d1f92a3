import { useState, type FormEvent } from 'react';
import {
  HINTS,
  SIGNUP_FORM_PATH,
  StoreLink,
  afterSignUpPath,
  isValidEmail,
  isValidSignup,
  isValidUsername,
  navigate,
  signIn,
  useHydrated,
  useLocationSearch,
} from '@storefront/shared';
import type { FragmentDataProps } from '@storefront/shared';
import { signup, signupErrorMessage, signupFormErrorMessage } from '../api/auth-api';
import { useAuthPageGuard } from '../hooks/use-auth-page-guard';
import { AuthLayout } from '../../../lib/auth-form/auth-layout';
import { Form, Heading, SubmitButton, SwitchLine } from '../../../lib/auth-form/auth-form.styles';
import { ErrorArea } from '../../../lib/auth-form/form-messages';
import { GoogleContinue, type GoogleOffer } from '../../../lib/auth-form/google-continue';
import { ValidatedField } from '../../../lib/auth-form/validated-field';
import { PasswordPair } from '../../../lib/auth-form/password-pair';
import { useFormOutcome } from '../../../lib/auth-form/use-form-outcome';
import { usePasswordPair } from '../../../lib/auth-form/use-password-pair';

/** `data`: whether the server offers Google sign-in, when it rendered the page (loadGoogleOffer). */
export function SignupPage({ data }: FragmentDataProps<GoogleOffer>) {
  useAuthPageGuard({ clearWhenSignedOut: true });
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const hydrated = useHydrated();
  const { errorRef, error, setError, submitting, submit } = useFormOutcome(
    signupFormErrorMessage(useLocationSearch()),
  );
  const pair = usePasswordPair(() => setError(''));
  const { password, confirm } = pair;

  const valid = { username: isValidUsername(username), email: isValidEmail(email) };
  const allValid = valid.username && valid.email && pair.valid;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    // The button may be bypassed (Enter, scripts): the rules are checked again before any call.
    if (!isValidSignup({ username, email, password, confirm })) {
      setError('Invalid Entry');
      return;
    }
    await submit(async () => {
      signIn(await signup({ username, email, password }));
      navigate(afterSignUpPath());
      return '';
    }, signupErrorMessage);
  }

  return (
    <AuthLayout title="Sign up">
      <ErrorArea ref={errorRef} message={error} />
      <Heading>Sign Up</Heading>
      {/* Before the script the browser posts the form to the page's own address, which checks the
          same rules (docs/api.md#form-posts); once hydrated the script checks and sends it. */}
      <Form method="post" action={SIGNUP_FORM_PATH} onSubmit={onSubmit} noValidate>
        <ValidatedField
          label="Username"
          name="username"
          value={username}
          valid={valid.username}
          hint={HINTS.username}
          onChange={(value) => {
            setUsername(value);
            setError('');
          }}
        />
        <ValidatedField
          label="Email"
          name="email"
          type="email"
          value={email}
          valid={valid.email}
          hint={HINTS.email}
          onChange={setEmail}
        />
        <PasswordPair {...pair.fields} />
        <SubmitButton type="submit" disabled={hydrated && (!allValid || submitting)}>
          CREATE ACCOUNT
        </SubmitButton>
      </Form>
      <GoogleContinue offered={data?.google} />
      <SwitchLine>
        Already have an account? <StoreLink href="/login">Log in</StoreLink>
      </SwitchLine>
    </AuthLayout>
  );
}
