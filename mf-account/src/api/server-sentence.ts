import { messageOf, statusOf } from '@storefront/shared';

/**
 * The account calls (recovery, verification) answer 4xx with a sentence for the shopper:
 * show it; a plain fallback otherwise.
 */
export function recoveryErrorMessage(error: unknown): string {
  const status = statusOf(error);
  if (status === null) return 'No server response';
  const message = messageOf(error);
  if (status >= 400 && status < 500 && message) return message;
  return 'Something went wrong, please try again';
}
