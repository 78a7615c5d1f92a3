// The three settings of docs/account.md#account-settings: change the password, change the e-mail
// address, delete the account (two steps: ask, then confirm with the password).
import { useState, type FormEvent } from 'react';
import { Button, HINTS, isValidEmail, isValidPassword, navigate, signIn, signOut } from '@storefront/shared';
import { Form, Hint, Input, Label } from '../../../lib/auth-form/auth-form.styles';
import { ErrorArea, NoticeArea } from '../../../lib/auth-form/form-messages';
import { InvalidEntry, changeEmail, changePassword, deleteAccount } from '../api/settings-api';
import { useSettingsForm } from './use-settings-form';
import { Danger, Section } from './settings-page.styles';

function Field(props: {
  label: string;
  type: string;
  autoComplete: string;
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <Label>
      {props.label}
      <Input
        type={props.type}
        autoComplete={props.autoComplete}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </Label>
  );
}

export function PasswordForm() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const form = useSettingsForm();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.run(async () => {
      if (!isValidPassword(next)) throw new InvalidEntry(HINTS.password);
      const message = await changePassword({ currentPassword: current, newPassword: next });
      setCurrent('');
      setNext('');
      return message;
    });
  };
  return (
    <Section aria-labelledby="settings-password">
      <h2 id="settings-password">CHANGE PASSWORD</h2>
      <ErrorArea ref={form.errorRef} message={form.error} />
      <NoticeArea ref={form.noticeRef} message={form.notice} />
      <Form onSubmit={onSubmit} noValidate aria-busy={form.busy}>
        <Field
          label="Current password"
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={setCurrent}
        />
        <Field
          label="New password"
          type="password"
          autoComplete="new-password"
          value={next}
          onChange={setNext}
        />
        <Hint>{HINTS.password}</Hint>
        <Button type="submit" disabled={form.busy}>
          CHANGE PASSWORD
        </Button>
      </Form>
    </Section>
  );
}

export function EmailForm({ email }: { email: string }) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const form = useSettingsForm();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.run(async () => {
      if (!isValidEmail(next)) throw new InvalidEntry('Please enter a valid e-mail address');
      const user = await changeEmail({ currentPassword: current, email: next });
      signIn({ userName: user.userName, email: user.email, emailVerified: user.emailVerified });
      setCurrent('');
      setNext('');
      return `Your e-mail address is now ${user.email}. We have sent it a link to confirm it.`;
    });
  };
  return (
    <Section aria-labelledby="settings-email">
      <h2 id="settings-email">CHANGE E-MAIL</h2>
      <p>Your e-mail address is {email}.</p>
      <ErrorArea ref={form.errorRef} message={form.error} />
      <NoticeArea ref={form.noticeRef} message={form.notice} />
      <Form onSubmit={onSubmit} noValidate aria-busy={form.busy}>
        <Field label="New e-mail address" type="email" autoComplete="email" value={next} onChange={setNext} />
        <Field
          label="Current password"
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={setCurrent}
        />
        <Button type="submit" disabled={form.busy}>
          CHANGE E-MAIL
        </Button>
      </Form>
    </Section>
  );
}

export function DeleteAccountForm() {
  const [asked, setAsked] = useState(false);
  const [current, setCurrent] = useState('');
  const form = useSettingsForm();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.run(async () => {
      const message = await deleteAccount({ currentPassword: current });
      signOut();
      navigate('/home');
      return message;
    });
  };
  return (
    <Section aria-labelledby="settings-delete">
      <h2 id="settings-delete">DELETE ACCOUNT</h2>
      <p>
        Deleting your account removes it with your cart, wishlist, addresses and order history. It cannot be
        undone.
      </p>
      {!asked ? (
        <Button variant="secondary" onClick={() => setAsked(true)}>
          DELETE MY ACCOUNT
        </Button>
      ) : (
        <Danger role="group" aria-labelledby="settings-delete-confirm">
          <p id="settings-delete-confirm">
            <strong>Are you sure?</strong> Enter your password to delete your account for good.
          </p>
          <ErrorArea ref={form.errorRef} message={form.error} />
          <Form onSubmit={onSubmit} noValidate aria-busy={form.busy}>
            <Field
              label="Current password"
              type="password"
              autoComplete="current-password"
              value={current}
              onChange={setCurrent}
            />
            <Button type="submit" disabled={form.busy}>
              YES, DELETE MY ACCOUNT
            </Button>
            <Button variant="secondary" onClick={() => setAsked(false)}>
              CANCEL
            </Button>
          </Form>
        </Danger>
      )}
    </Section>
  );
}
