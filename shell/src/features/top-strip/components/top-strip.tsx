import styled from 'styled-components';
import { StoreLink, useAuth } from '@storefront/shared';
import { STRIP_LINKS } from '../../../lib/nav-menu';

const Strip = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  min-height: 32px;
  padding: 0 24px;
  background: ${({ theme }) => theme.colors.subtle};
  font-size: 12px;
  ${({ theme }) => theme.media.upTo1024} {
    display: none;
  }
`;

const Links = styled.ul`
  display: flex;
  gap: 20px;
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.text};
`;

const Account = styled(StoreLink)`
  color: ${({ theme }) => theme.colors.ink};
  font-weight: 700;
  text-decoration: none;
  &:hover,
  &:focus-visible {
    text-decoration: underline;
  }
`;

/** The strip above the banner: account link and the help links of SPEC section 2. */
export function TopStrip() {
  const userName = useAuth((s) => (s.isLoggedIn ? s.user?.userName : undefined));
  return (
    // A labelled region, so everything on the page sits in a landmark.
    <Strip as="section" aria-label="Account and help" data-testid="top-strip">
      {userName ? (
        <Account href="/account">Hi, {userName}!</Account>
      ) : (
        <Account href="/login">Sign In</Account>
      )}
      <Links aria-label="Customer service">
        {STRIP_LINKS.map((label) => (
          <li key={label}>{label}</li>
        ))}
      </Links>
    </Strip>
  );
}
