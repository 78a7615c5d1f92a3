// Whether the shopper's e-mail address is verified, and a way to get a new link.
// The stored user object may be older than a link followed in another tab, so
// the server is asked once on load and the stored object follows its answer.
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { authStore, signIn, useAuth } from '@storefront/shared';
import { recoveryErrorMessage } from '../../../api/server-sentence';
import { currentAccount, resendVerification } from '../api/account-api';

const Line = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  flex-wrap: wrap;
  margin-top: 6px;
  font-size: 14px;
`;

const Badge = styled.span<{ $ok: boolean }>`
  padding: 2px 10px;
  border-radius: 999px;
  font-weight: 700;
  font-size: 12px;
  letter-spacing: 0.04em;
  color: ${({ theme }) => theme.colors.surface};
  background: ${({ $ok, theme }) => ($ok ? theme.colors.success : theme.colors.sale)};
`;

const LinkButton = styled.button`
  padding: 0;
  font: inherit;
  font-weight: 700;
  text-decoration: underline;
  background: none;
  border: 0;
  color: ${({ theme }) => theme.colors.ink};
  cursor: pointer;
  &:disabled {
    cursor: progress;
    opacity: 0.6;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
`;

const Outcome = styled.p<{ $error: boolean }>`
  margin: 6px 0 0;
  font-size: 14px;
  color: ${({ $error, theme }) => ($error ? theme.colors.sale : theme.colors.text)};
`;

export const RESEND_LABEL = 'Resend verification e-mail';

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
        if (isLoggedIn && user && user.emailVerified !== account.emailVerified) {
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
