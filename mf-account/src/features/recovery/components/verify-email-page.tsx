// /verify-email?token=…: confirms the address once on load and shows the outcome.
import { useEffect, useRef, useState } from 'react';
import { StoreLink, authStore, signIn, useLocationSearch } from '@storefront/shared';
import { AuthLayout } from '../../../lib/auth-form/auth-layout';
import { Heading, SwitchLine } from '../../../lib/auth-form/auth-form.styles';
import { ErrorArea, NoticeArea } from '../../../lib/auth-form/form-messages';
import { recoveryErrorMessage } from '../../../api/server-sentence';
import { tokenFrom, verifyEmail } from '../api/recovery-api';

export const VERIFYING = 'Confirming your e-mail address…';
export const VERIFY_LINK_INCOMPLETE =
  'This verification link is incomplete. Please open the link from the e-mail again.';

type State = { phase: 'loading' } | { phase: 'done'; message: string } | { phase: 'failed'; message: string };

export function VerifyEmailPage() {
  const token = tokenFrom(useLocationSearch());
  const [state, setState] = useState<State>(
    token ? { phase: 'loading' } : { phase: 'failed', message: VERIFY_LINK_INCOMPLETE },
  );
  // A token works once: a second effect run (development remounts) must not spend it again.
  const asked = useRef('');
  const outcomeRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (!token || asked.current === token) return;
    asked.current = token;
    verifyEmail(token)
      .then((message) => {
        const { isLoggedIn, user } = authStore.getState();
        // The stored user object says whether the address is verified; keep it true to the server.
        if (isLoggedIn && user) signIn({ ...user, emailVerified: true });
        setState({ phase: 'done', message });
      })
      .catch((failure: unknown) => setState({ phase: 'failed', message: recoveryErrorMessage(failure) }));
  }, [token]);

  useEffect(() => {
    if (state.phase !== 'loading') outcomeRef.current?.focus();
  }, [state.phase]);

  return (
    <AuthLayout title="Confirm your e-mail">
      <Heading>Confirm Your E-mail</Heading>
      {state.phase === 'loading' && (
        <p role="status" aria-live="polite">
          {VERIFYING}
        </p>
      )}
      {state.phase === 'done' && <NoticeArea ref={outcomeRef} message={state.message} />}
      {state.phase === 'failed' && <ErrorArea ref={outcomeRef} message={state.message} />}
      {state.phase !== 'loading' && (
        <SwitchLine>
          <StoreLink href="/account">Go to your account</StoreLink>
        </SwitchLine>
      )}
    </AuthLayout>
  );
}
