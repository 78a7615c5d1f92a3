import { googleAuthHref } from '../api-host';
import { Divider, GoogleAnchor } from './auth-form.styles';

/** OR and the third-party link: a plain <a href> so the browser leaves for the provider. */
export function GoogleContinue() {
  return (
    <>
      <Divider>OR</Divider>
      <GoogleAnchor href={googleAuthHref()}>Continue with Google</GoogleAnchor>
    </>
  );
}
