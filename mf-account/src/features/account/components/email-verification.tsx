// Whether the shopper's e-mail address is verified, and a way to get a new link.
// The stored user object may be older than a link followed in another tab, so
// the server is asked once on load and the stored object follows its answer.
import { useEffect, useRef, useState } from 'react';
import { authStore, signIn, useAuth } from '@storefront/shared';
import { recoveryErrorMessage } from '../../../api/server-sentence';
import { currentAccount, resendVerification } from '../api/account-api';
import { Badge, Line, LinkButton, Outcome } from './email-verification.styles';

const RESEND_LABEL = 'Resend verification e-mail';

export function EmailVerification() {
  const stored = useAuth((s) => s.user?.emailVerified);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<{ message: string; error: boolean } | null>(null);
  const asked = useRef(false);

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    currentAccount()
      .then((account) => {
        const { isLoggedIn, user } = authStore.getState();
        if (account && isLoggedIn && user && user.emailVerified !== account.emailVerified) {
          signIn({ ...user, emailVerified: account.emailVerified });
        }
      })
      // The stored value stays; the page works without the refresh.
      .catch((error: unknown) => console.error('[mf-account] account status failed', error));
  }, []);

  if (typeof stored !== 'boolean') return null;
  const verified = stored;

  async function resend() {
    setSending(true);
    setOutcome(null);
    try {
      setOutcome({ message: await resendVerification(), error: false });
    } catch (failure) {
      setOutcome({ message: recoveryErrorMessage(failure), error: true });
    } finally {
      setSending(false);
    }
  }

  return (
    <div data-testid="email-verification">
      <Line>
        <Badge $ok={verified}>{verified ? 'E-MAIL VERIFIED' : 'E-MAIL NOT VERIFIED'}</Badge>
        {!verified && (
          <LinkButton type="button" onClick={() => void resend()} disabled={sending} aria-busy={sending}>
            {sending ? 'Sending…' : RESEND_LABEL}
          </LinkButton>
        )}
      </Line>
      <div role="status" aria-live="polite">
        {outcome && <Outcome $error={outcome.error}>{outcome.message}</Outcome>}
      </div>
    </div>
  );
}
