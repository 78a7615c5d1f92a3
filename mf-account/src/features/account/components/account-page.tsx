import { useEffect } from 'react';
import { Button, ButtonLink, RemoteParcel, STORE_PAGES, navigate, useAuth } from '@storefront/shared';
import { logout } from '../../../api/session-api';
import { EmailVerification } from './email-verification';
import { AddressBook } from './address-book';
import { Avatar, Card, Count, Page, Profile, Row, Who } from './account-page.styles';

export function AccountPage() {
  const isLoggedIn = useAuth((s) => s.isLoggedIn);
  const user = useAuth((s) => s.user);
  // While a server-rendered page hydrates, the store answers its initial, signed-out state: only
  // the state read from storage may send the shopper away.
  const hydrated = useAuth((s) => s.hydrated);

  useEffect(() => {
    if (hydrated && !isLoggedIn) navigate('/login', { replace: true });
  }, [hydrated, isLoggedIn]);

  if (!isLoggedIn || !user) return null;
  const userName = String(user.userName ?? '');

  return (
    <Page>
      <Profile aria-label="Your profile">
        <Avatar aria-hidden="true" data-testid="account-avatar">
          {userName.charAt(0)}
        </Avatar>
        <Who>
          <h1>{userName}</h1>
          <p>{String(user.email ?? '')}</p>
          <EmailVerification />
        </Who>
        <Button variant="secondary" onClick={() => void logout()}>
          Logout
        </Button>
      </Profile>
      <Card aria-labelledby="account-address-book">
        <AddressBook
          heading={(count) => (
            <Row>
              <h2 id="account-address-book">
                ADDRESS BOOK{' '}
                <Count aria-label={count === 1 ? '1 address' : `${count} addresses`}>{count}</Count>
              </h2>
              <ButtonLink variant="secondary" href={STORE_PAGES.newReturn.path}>
                RETURN AN ITEM
              </ButtonLink>
            </Row>
          )}
        />
      </Card>
      <Card aria-labelledby="account-orders">
        <h2 id="account-orders">YOUR ORDERS</h2>
        {/* The cart slice owns orders: its fragment lists them, or says NO ORDERS. */}
        <RemoteParcel slice="mf-cart" expose="OrderHistory" label="Your orders" reserve={{ minHeight: 96 }} />
      </Card>
    </Page>
  );
}
