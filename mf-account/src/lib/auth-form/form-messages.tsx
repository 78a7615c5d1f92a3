// The outcome areas above an account form: an error, announced at once, and a
// confirmation, announced politely. Both take focus so the page can move the shopper to them.
import { forwardRef } from 'react';
import { ErrorBox, NoticeBox } from './auth-form.styles';

export const ErrorArea = forwardRef<HTMLParagraphElement, { message: string }>(function ErrorArea(
  { message },
  ref,
) {
  return (
    <ErrorBox ref={ref} tabIndex={-1} role="alert" aria-live="assertive" data-testid="auth-error">
      {message}
    </ErrorBox>
  );
});

export const NoticeArea = forwardRef<HTMLParagraphElement, { message: string }>(function NoticeArea(
  { message },
  ref,
) {
  return (
    <NoticeBox ref={ref} tabIndex={-1} role="status" aria-live="polite" data-testid="auth-notice">
      {message}
    </NoticeBox>
  );
});
