import { useEffect, useState, useSyncExternalStore } from 'react';
import { API_PATHS, api, type AuthProviders } from '@storefront/shared';
import { googleAuthHref } from '../api-host';
import { Divider, GoogleAnchor } from './auth-form.styles';

const unchanging = () => () => {};
/** The server knows no page configuration: this origin's path, which the gateway passes to the API. */
const sameOrigin = () => API_PATHS.googleAuth;

/** Asked once per page load: whether this server offers Google sign-in (it knows its GOOGLE_*). */
let offered: Promise<boolean> | null = null;
export function googleOffered(): Promise<boolean> {
  offered ??= api.get<AuthProviders>(API_PATHS.authProviders).then(
    ({ data }) => data?.google === true,
    () => false,
  );
  return offered;
}
/** Tests start from a server that has not been asked. */
export const forgetGoogleOffered = () => {
  offered = null;
};

/**
 * OR and the third-party link, only where the server offers Google sign-in
 * (docs/account.md#google-sign-in): a plain <a href> so the browser leaves for the provider. The
 * server's HTML and the first render show neither (the answer comes after hydration), and the
 * configured API host is read in the browser only (docs/architecture.md#server-rendering).
 */
export function GoogleContinue() {
  const href = useSyncExternalStore(unchanging, googleAuthHref, sameOrigin);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let live = true;
    void googleOffered().then((yes) => live && setShown(yes));
    return () => {
      live = false;
    };
  }, []);
  if (!shown) return null;
  return (
    <>
      <Divider>OR</Divider>
      <GoogleAnchor href={href}>Continue with Google</GoogleAnchor>
    </>
  );
}
