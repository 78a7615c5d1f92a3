// The e-mail sign-up page's form (docs/frame.md#content-pages): an address to subscribe, or, when
// the page is opened from the mailed link (`?token=`), the button that confirms it. Confirming
// takes a press, not the page's load, so a mail scanner that opens links signs nobody up.
import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { Button, isValidEmail } from '@storefront/shared';
import { confirmSubscription, failureMessage, subscribe } from '../api/newsletter-api';
import { Outcome, Panel } from './newsletter.styles';

type Answer = { ok: boolean; message: string } | null;

function useSubmit() {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Answer>(null);
  const run = async (call: () => Promise<string>) => {
    if (busy) return;
    setBusy(true);
    try {
      setOutcome({ ok: true, message: await call() });
    } catch (error) {
      setOutcome({ ok: false, message: failureMessage(error) });
    } finally {
      setBusy(false);
    }
  };
  return { busy, outcome, setOutcome, run };
}

function Result({ outcome }: { outcome: Answer }) {
  return (
    <>
      <Outcome role="status">{outcome?.ok ? outcome.message : ''}</Outcome>
      <Outcome role="alert" $error>
        {outcome && !outcome.ok ? outcome.message : ''}
      </Outcome>
    </>
  );
}

function SubscribeForm() {
  const [email, setEmail] = useState('');
  const { busy, outcome, setOutcome, run } = useSubmit();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isValidEmail(email)) {
      setOutcome({ ok: false, message: 'Please enter a valid e-mail address' });
      return;
    }
    void run(() => subscribe({ email }));
  };
  return (
    <Panel aria-labelledby="sign-up-heading">
      <h2 id="sign-up-heading">SIGN UP</h2>
      {outcome?.ok ? null : (
        <form onSubmit={onSubmit} noValidate aria-busy={busy}>
          <label>
            E-mail address
            <input
              type="email"
              name="email"
              autoComplete="email"
              required
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                setOutcome(null);
              }}
            />
          </label>
          <Button type="submit" disabled={busy}>
            {busy ? 'SENDING…' : 'SIGN UP'}
          </Button>
        </form>
      )}
      <Result outcome={outcome} />
    </Panel>
  );
}

function ConfirmForm({ token }: { token: string }) {
  const { busy, outcome, run } = useSubmit();
  return (
    <Panel aria-labelledby="confirm-heading">
      <h2 id="confirm-heading">CONFIRM YOUR SIGN-UP</h2>
      {outcome?.ok ? null : (
        <Button disabled={busy} onClick={() => void run(() => confirmSubscription({ token }))}>
          {busy ? 'CONFIRMING…' : 'CONFIRM'}
        </Button>
      )}
      <Result outcome={outcome} />
    </Panel>
  );
}

export function SignUpPanel() {
  const token = new URLSearchParams(useLocation().search).get('token');
  return token ? <ConfirmForm token={token} /> : <SubscribeForm />;
}
