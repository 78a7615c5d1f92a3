import { useAuth } from '@storefront/shared';
import { STRIP_LINKS } from '../../../lib/nav-menu';
import { Account, HelpLink, Links, Strip } from './top-strip.styles';

/** The strip above the banner: account link and the help links of docs/frame.md#top-strip. */
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
        {STRIP_LINKS.map(({ label, href }) => (
          <li key={label}>
            <HelpLink href={href}>{label}</HelpLink>
          </li>
        ))}
      </Links>
    </Strip>
  );
}
