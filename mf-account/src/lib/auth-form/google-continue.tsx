import { useEffect, useState, useSyncExternalStore } from 'react';
import { API_PATHS, api, type AuthProviders, type LoadContext } from '@storefront/shared';
import { googleAuthHref } from '../api-host';
import { Divider, GoogleAnchor, GoogleUnavailable } from './auth-form.styles';

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
/**
 * What the log-in and sign-up pages render from (their fragments' `load`): whether this server
 * offers Google sign-in, asked on the server (a public GET), so the page's HTML says it before any
 * script runs. null: the API did not answer in time, and the browser asks (googleOffered).
 */
export interface GoogleOffer {
  google: boolean | null;
}

export async function loadGoogleOffer(_props: object, { get }: LoadContext): Promise<GoogleOffer> {
  try {
    return { google: (await get<AuthProviders>(API_PATHS.authProviders)).google === true };
  } catch {
    return { google: null };
  }
}

/** What the pages say where the link would be when this server offers no Google sign-in. */
export const GOOGLE_NOT_OFFERED = 'Google sign-in is not available on this store.';

/** Tests start from a server that has not been asked. */
export const forgetGoogleOffered = () => {
  offered = null;
};

/**
 * OR and the third-party link where the server offers Google sign-in
 * (docs/account.md#google-sign-in), else a line saying it is not available: a plain <a href> so
 * the browser leaves for the provider. `offered` is the page's server data (loadGoogleOffer), so
 * the server's HTML and the hydration render show the same; a page mounted later (a client
 * navigation) asks once and shows nothing until the answer. The configured API host is read in
 * the browser only (docs/architecture.md#server-rendering).
 */
export function GoogleContinue({ offered }: { offered?: boolean | null }) {
  const href = useSyncExternalStore(unchanging, googleAuthHref, sameOrigin);
  const [shown, setShown] = useState<boolean | null>(offered ?? null);
  useEffect(() => {
    if (offered != null) return;
    let live = true;
    void googleOffered().then((yes) => live && setShown(yes));
    return () => {
      live = false;
    };
  }, [offered]);
  if (shown === null) return null;
  if (!shown)
    return <GoogleUnavailable data-testid="google-unavailable">{GOOGLE_NOT_OFFERED}</GoogleUnavailable>;
  return (
    <>
      <Divider>OR</Divider>
      <GoogleAnchor href={href}>Continue with Google</GoogleAnchor>
    </>
  );
}
