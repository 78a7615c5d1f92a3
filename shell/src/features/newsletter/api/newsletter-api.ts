// The e-mail sign-up's two calls (docs/api.md#newsletter). They answer 400/429 with a sentence
// the page shows, so the client's sign-out redirect is off.
import { API_PATHS, api, messageOf } from '@storefront/shared';
import type { NewsletterConfirmBody, NewsletterMessage, NewsletterSubscribeBody } from '@storefront/shared';

const quiet = { authRedirect: false } as const;

export async function subscribe(body: NewsletterSubscribeBody): Promise<string> {
  const { data } = await api.post<NewsletterMessage>(API_PATHS.newsletterSubscribe, body, quiet);
  return data.message;
}

export async function confirmSubscription(body: NewsletterConfirmBody): Promise<string> {
  const { data } = await api.post<NewsletterMessage>(API_PATHS.newsletterConfirm, body, quiet);
  return data.message;
}

/** The server's sentence, or one of ours when the store could not be reached. */
export const failureMessage = (error: unknown) =>
  messageOf(error) ?? 'We could not reach the store. Please check your connection and try again.';
