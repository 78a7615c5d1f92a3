// /account/settings (docs/account.md#account-settings): signed in only, like /account.
import { useEffect } from 'react';
import { PageTitle, StoreLink, navigate, useAuth } from '@storefront/shared';
import { DeleteAccountForm, EmailForm, PasswordForm } from './settings-forms';
import { Page } from './settings-page.styles';

export function SettingsPage() {
  const isLoggedIn = useAuth((s) => s.isLoggedIn);
  const email = useAuth((s) => String(s.user?.email ?? ''));
  // Only the state read from storage may send the shopper away (see the account page).
  const hydrated = useAuth((s) => s.hydrated);
  useEffect(() => {
    if (hydrated && !isLoggedIn) navigate('/login', { replace: true });
  }, [hydrated, isLoggedIn]);

  if (!isLoggedIn) return null;
  return (
    <Page>
      <PageTitle>ACCOUNT SETTINGS</PageTitle>
      <p>
        <StoreLink href="/account">Back to your account</StoreLink>
      </p>
      <PasswordForm />
      <EmailForm email={email} />
      <DeleteAccountForm />
    </Page>
  );
}
