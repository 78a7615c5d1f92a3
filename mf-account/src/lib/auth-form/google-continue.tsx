import { useSyncExternalStore } from 'react';
import { API_PATHS } from '@storefront/shared';
import { googleAuthHref } from '../api-host';
import { Divider, GoogleAnchor } from './auth-form.styles';

const unchanging = () => () => {};
/** The server knows no page configuration: this origin's path, which the gateway passes to the API. */
const sameOrigin = () => API_PATHS.googleAuth;

/**
 * OR and the third-party link: a plain <a href> so the browser leaves for the provider. The
 * configured API host is read in the browser only, after hydration, so the server's HTML and
 * the first render agree (docs/architecture.md#server-rendering).
 */
export function GoogleContinue() {
  const href = useSyncExternalStore(unchanging, googleAuthHref, sameOrigin);
  return (
    <>
      <Divider>OR</Divider>
      <GoogleAnchor href={href}>Continue with Google</GoogleAnchor>
    </>
  );
}
