import { useId, useState, type FormEvent } from 'react';
import {
  LOGIN_FORM_PATH,
  LOGIN_GOOGLE_OUTCOMES,
  StoreLink,
  afterSignInPath,
  navigate,
  signIn,
  useHydrated,
  useLocationSearch,
} from '@storefront/shared';
import type { FragmentDataProps, LoginGoogleOutcome } from '@storefront/shared';
import { login, loginErrorMessage, loginFormErrorMessage } from '../api/auth-api';
import { useAuthPageGuard } from '../hooks/use-auth-page-guard';
import { Forgot } from './login-page.styles';
import { AuthLayout } from '../../../lib/auth-form/auth-layout';
import { useFormOutcome } from '../../../lib/auth-form/use-form-outcome';
import {
  FieldBox,
  Form,
  Heading,
  Input,
  Label,
  SubmitButton,
  SwitchLine,
} from '../../../lib/auth-form/auth-form.styles';
import { ErrorArea } from '../../../lib/auth-form/form-messages';
import { GoogleContinue, type GoogleOffer } from '../../../lib/auth-form/google-continue';

/** The API sends Google sign-ins here when the address belongs to an unverified account. */
export const GOOGLE_UNVERIFIED_MESSAGE =
  "An account already uses this e-mail address but has not confirmed it, so Google sign-in was not linked to it. Log in with that account's password and confirm the address from your account page, or choose 'Forgot Password?' to reset it, then continue with Google.";

/** The API sends a failed or unavailable Google sign-in here, as a page (docs/account.md#google-sign-in). */
export const GOOGLE_UNAVAILABLE_MESSAGE =
  'Google sign-in is not available right now. Log in with your user name or e-mail address and password instead.';
export const GOOGLE_FAILED_MESSAGE =
  'Google sign-in did not complete, so you are not signed in. Please try again, or log in with your password.';

const GOOGLE_MESSAGES: Record<LoginGoogleOutcome, string> = {
  'email-unverified': GOOGLE_UNVERIFIED_MESSAGE,
  unavailable: GOOGLE_UNAVAILABLE_MESSAGE,
  failed: GOOGLE_FAILED_MESSAGE,
};

/** `?google=` (the gateway renders it: docs/api.md#form-posts), one of the API's outcomes or nothing. */
function googleMessage(search: string): string | undefined {
  const outcome = new URLSearchParams(search).get('google');
  const known = LOGIN_GOOGLE_OUTCOMES.find((one) => one === outcome);
  return known && GOOGLE_MESSAGES[known];
}

/** `data`: whether the server offers Google sign-in, when it rendered the page (loadGoogleOffer). */
export function LoginPage({ data }: FragmentDataProps<GoogleOffer>) {
  useAuthPageGuard({ clearWhenSignedOut: false });
  const id = useId();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const search = useLocationSearch();
  const hydrated = useHydrated();
  const { errorRef, error, setError, submitting, submit } = useFormOutcome(
    googleMessage(search) ?? loginFormErrorMessage(search),
  );

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (username === '' || password === '') return;
    await submit(async () => {
      signIn(await login({ username, password }));
      navigate(afterSignInPath());
      return '';
    }, loginErrorMessage);
  }

  return (
    <AuthLayout title="Log in">
      <ErrorArea ref={errorRef} message={error} />
      <Heading>Log In</Heading>
      {/* Before the script (or without one) the browser posts the form to the page's own address,
          which signs in and answers a 303 (docs/api.md#form-posts); once hydrated the script sends it. */}
      <Form method="post" action={LOGIN_FORM_PATH} onSubmit={onSubmit} noValidate>
        <FieldBox>
          <Label htmlFor={`${id}-username`}>Username or e-mail</Label>
          <Input
            id={`${id}-username`}
            name="username"
            autoComplete="username"
            required
            value={username}
            onChange={(e) => {
              setUsername(e.target.value);
              setError('');
            }}
          />
        </FieldBox>
        <FieldBox>
          <Label htmlFor={`${id}-password`}>Password</Label>
          <Input
            id={`${id}-password`}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => {
              setPassword(e.target.value);
              setError('');
            }}
          />
        </FieldBox>
        <Forgot>
          <StoreLink href="/forgot-password">Forgot Password?</StoreLink>
        </Forgot>
        <SubmitButton type="submit" disabled={hydrated && (username === '' || password === '' || submitting)}>
          LOG IN
        </SubmitButton>
      </Form>
      <GoogleContinue offered={data?.google} />
      <SwitchLine>
        Don&apos;t have an account? <StoreLink href="/signup">Sign up</StoreLink>
      </SwitchLine>
    </AuthLayout>
  );
}
