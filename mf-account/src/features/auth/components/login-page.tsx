import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { StoreLink, afterSignInPath, navigate, signIn } from '@storefront/shared';
import styled from 'styled-components';
import { login, loginErrorMessage } from '../api/auth-api';
import { useAuthPageGuard } from '../hooks/use-auth-page-guard';
import { AuthLayout } from './auth-layout';
import {
  ErrorArea,
  FieldBox,
  Form,
  GoogleContinue,
  Heading,
  Input,
  Label,
  SubmitButton,
  SwitchLine,
} from './form-parts';

const Forgot = styled.p`
  margin: 0;
  font-size: 13px;
  text-decoration: underline;
  color: ${({ theme }) => theme.colors.muted};
`;

export function LoginPage() {
  useAuthPageGuard({ clearWhenSignedOut: false });
  const id = useId();
  const errorRef = useRef<HTMLParagraphElement>(null);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [submitting, setSubmitting] = useState(false);

  // Focus returns to the error area so screen readers and keyboard users land on what went wrong.
  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (username === '' || password === '') return;
    setSubmitting(true);
    try {
      const user = await login({ username, password });
      signIn(user);
      navigate(afterSignInPath());
    } catch (failure) {
      setError(loginErrorMessage(failure));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <AuthLayout title="Log in">
      <ErrorArea ref={errorRef} message={error} />
      <Heading>Log In</Heading>
      <Form onSubmit={onSubmit} noValidate>
        <FieldBox>
          <Label htmlFor={`${id}-username`}>Username</Label>
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
        <Forgot>Forgot Password?</Forgot>
        <SubmitButton type="submit" disabled={username === '' || password === '' || submitting}>
          LOG IN
        </SubmitButton>
      </Form>
      <GoogleContinue />
      <SwitchLine>
        Don&apos;t have an account? <StoreLink href="/signup">Sign up</StoreLink>
      </SwitchLine>
    </AuthLayout>
  );
}
