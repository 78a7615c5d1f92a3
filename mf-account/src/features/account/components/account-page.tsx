import { useEffect } from 'react';
import styled from 'styled-components';
import { RemoteParcel, navigate, useAuth } from '@storefront/shared';
import { logout } from '../../../api/session-api';
import { EmailVerification } from './email-verification';

// A div: the frame's layout holds the page's one main landmark.
const Page = styled.div`
  max-width: 960px;
  margin: 0 auto;
  padding: 32px 20px 64px;
  font-family: ${({ theme }) => theme.fonts.body};
  color: ${({ theme }) => theme.colors.text};
  display: grid;
  gap: 24px;
`;

const Profile = styled.section`
  display: flex;
  align-items: center;
  gap: 16px;
  flex-wrap: wrap;
`;

const Avatar = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 64px;
  height: 64px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.surface};
  font-size: 28px;
  font-weight: 700;
  text-transform: uppercase;
`;

const Who = styled.div`
  flex: 1;
  h1 {
    margin: 0;
    font-size: 22px;
  }
  p {
    margin: 4px 0 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Button = styled.button`
  padding: 10px 20px;
  font: inherit;
  font-weight: 700;
  letter-spacing: 0.04em;
  background: transparent;
  border: 1px solid ${({ theme }) => theme.colors.ink};
  border-radius: 999px;
  cursor: pointer;
`;

const Card = styled.section`
  padding: 20px;
  border: 1px solid ${({ theme }) => theme.colors.line};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    margin: 0 0 12px;
    font-size: 16px;
    letter-spacing: 0.06em;
  }
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  flex-wrap: wrap;
`;

const Count = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 24px;
  height: 24px;
  border-radius: 12px;
  background: ${({ theme }) => theme.colors.subtle};
  font-weight: 700;
`;

export function AccountPage() {
  const isLoggedIn = useAuth((s) => s.isLoggedIn);
  const user = useAuth((s) => s.user);

  useEffect(() => {
    if (!isLoggedIn) navigate('/login', { replace: true });
  }, [isLoggedIn]);

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
        <Button type="button" onClick={() => void logout()}>
          Logout
        </Button>
      </Profile>
      <Card aria-labelledby="account-address-book">
        <Row>
          <h2 id="account-address-book">
            ADDRESS BOOK <Count aria-label="0 addresses">0</Count>
          </h2>
          <Button type="button">RETURN AN ITEM</Button>
        </Row>
      </Card>
      <Card aria-labelledby="account-orders">
        <h2 id="account-orders">YOUR ORDERS</h2>
        {/* The cart slice owns orders: its fragment lists them, or says NO ORDERS. */}
        <RemoteParcel slice="mf-cart" expose="OrderHistory" label="Your orders" reserve={{ minHeight: 96 }} />
      </Card>
    </Page>
  );
}
