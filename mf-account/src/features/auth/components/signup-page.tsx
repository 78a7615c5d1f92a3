import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  HINTS,
  StoreLink,
  afterSignInPath,
  isValidEmail,
  isValidPassword,
  isValidSignup,
  isValidUsername,
  navigate,
  passwordsMatch,
  signIn,
} from '@storefront/shared';
import { signup, signupErrorMessage } from '../api/auth-api';
import { useAuthPageGuard } from '../hooks/use-auth-page-guard';
import { AuthLayout } from './auth-layout';
import {
  ErrorArea,
  FieldBox,
  Form,
  GoogleContinue,
  Heading,
  Hint,
  Input,
  Label,
  SubmitButton,
  SwitchLine,
  ValidityIcon,
} from './form-parts';

type FieldName = 'username' | 'email' | 'password' | 'confirm';

export function SignupPage() {
  useAuthPageGuard({ clearWhenSignedOut: true });
  const id = useId();
  const errorRef = useRef<HTMLParagraphElement>(null);
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [focused, setFocused] = useState<FieldName | null>(null);
  const [error, setError] = useState('');
  const [submitting, setSubmitting] = useState(false);

  // Focus returns to the error area so screen readers and keyboard users land on what went wrong.
  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);

  const valid = {
    username: isValidUsername(username),
    email: isValidEmail(email),
    password: isValidPassword(password),
    confirm: passwordsMatch(password, confirm),
  };
  const allValid = valid.username && valid.email && valid.password && valid.confirm;

  // The hint explains a rule while the shopper is in that field and it is not met yet.
  const hintShown = {
    username: focused === 'username' && username !== '' && !valid.username,
    email: focused === 'email' && email !== '' && !valid.email,
    password: focused === 'password' && !valid.password,
    confirm: focused === 'confirm' && !valid.confirm,
  };

  const focusProps = (name: FieldName) => ({
    onFocus: () => setFocused(name),
    onBlur: () => setFocused((current) => (current === name ? null : current)),
  });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    // The button may be bypassed (Enter, scripts): the rules are checked again before any call.
    if (!isValidSignup({ username, email, password, confirm })) {
      setError('Invalid Entry');
      return;
    }
    setSubmitting(true);
    try {
      const user = await signup({ username, email, password });
      signIn(user);
      navigate(afterSignInPath());
    } catch (failure) {
      setError(signupErrorMessage(failure));
    } finally {
      setSubmitting(false);
    }
  }

  const hintId = (name: FieldName) => `${id}-${name}-hint`;

  return (
    <AuthLayout title="Sign up">
      <ErrorArea ref={errorRef} message={error} />
      <Heading>Sign Up</Heading>
      <Form onSubmit={onSubmit} noValidate>
        <FieldBox>
          <Label htmlFor={`${id}-username`}>
            Username <ValidityIcon shown={username !== ''} valid={valid.username} />
          </Label>
          <Input
            id={`${id}-username`}
            name="username"
            autoComplete="off"
            required
            value={username}
            aria-invalid={!valid.username}
            aria-describedby={hintShown.username ? hintId('username') : undefined}
            onChange={(e) => {
              setUsername(e.target.value);
              setError('');
            }}
            {...focusProps('username')}
          />
          {hintShown.username && <Hint id={hintId('username')}>{HINTS.username}</Hint>}
        </FieldBox>
        <FieldBox>
          <Label htmlFor={`${id}-email`}>
            Email <ValidityIcon shown={email !== ''} valid={valid.email} />
          </Label>
          <Input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="off"
            required
            value={email}
            aria-invalid={!valid.email}
            aria-describedby={hintShown.email ? hintId('email') : undefined}
            onChange={(e) => setEmail(e.target.value)}
            {...focusProps('email')}
          />
          {hintShown.email && <Hint id={hintId('email')}>{HINTS.email}</Hint>}
        </FieldBox>
        <FieldBox>
          <Label htmlFor={`${id}-password`}>
            Password <ValidityIcon shown={password !== ''} valid={valid.password} />
          </Label>
          <Input
            id={`${id}-password`}
            name="password"
            type="password"
            required
            value={password}
            aria-invalid={!valid.password}
            aria-describedby={hintShown.password ? hintId('password') : undefined}
            onChange={(e) => {
              setPassword(e.target.value);
              setError('');
            }}
            {...focusProps('password')}
          />
          {hintShown.password && <Hint id={hintId('password')}>{HINTS.password}</Hint>}
        </FieldBox>
        <FieldBox>
          <Label htmlFor={`${id}-confirm`}>
            Confirm Password <ValidityIcon shown={confirm !== ''} valid={valid.confirm} />
          </Label>
          <Input
            id={`${id}-confirm`}
            name="confirm"
            type="password"
            required
            value={confirm}
            aria-invalid={!valid.confirm}
            aria-describedby={hintShown.confirm ? hintId('confirm') : undefined}
            onChange={(e) => {
              setConfirm(e.target.value);
              setError('');
            }}
            {...focusProps('confirm')}
          />
          {hintShown.confirm && <Hint id={hintId('confirm')}>{HINTS.confirm}</Hint>}
        </FieldBox>
        <SubmitButton type="submit" disabled={!allValid || submitting}>
          CREATE ACCOUNT
        </SubmitButton>
      </Form>
      <GoogleContinue />
      <SwitchLine>
        Already have an account? <StoreLink href="/login">Log in</StoreLink>
      </SwitchLine>
    </AuthLayout>
  );
}
