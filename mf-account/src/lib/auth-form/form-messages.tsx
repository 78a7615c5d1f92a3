// The outcome areas above an account form: an error, announced at once, and a
// confirmation, announced politely. Both take focus so the page can move the shopper to them.
import { forwardRef } from 'react';
import { ErrorBox, NoticeBox } from './auth-form.styles';

function outcomeArea(Box: typeof ErrorBox, role: 'alert' | 'status', testId: string) {
  return forwardRef<HTMLParagraphElement, { message: string }>(function OutcomeArea({ message }, ref) {
    return (
      <Box
        ref={ref}
        tabIndex={-1}
        role={role}
        aria-live={role === 'alert' ? 'assertive' : 'polite'}
        data-testid={testId}
      >
        {message}
      </Box>
    );
  });
}

export const ErrorArea = outcomeArea(ErrorBox, 'alert', 'auth-error');
export const NoticeArea = outcomeArea(NoticeBox, 'status', 'auth-notice');
