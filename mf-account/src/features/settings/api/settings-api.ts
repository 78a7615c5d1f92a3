// The account settings calls (docs/api.md#account-settings). A wrong current password answers 401
// with a sentence the page shows, so the client's sign-out redirect is off.
import { API_PATHS, api, messageOf } from '@storefront/shared';
import type {
  AccountMessage,
  AccountUser,
  ChangeEmailBody,
  ChangePasswordBody,
  DeleteAccountBody,
} from '@storefront/shared';

const quiet = { authRedirect: false } as const;

export async function changePassword(body: ChangePasswordBody): Promise<string> {
  return (await api.post<AccountMessage>(API_PATHS.changePassword, body, quiet)).data.message;
}

export async function changeEmail(body: ChangeEmailBody): Promise<AccountUser> {
  return (await api.post<AccountUser>(API_PATHS.changeEmail, body, quiet)).data;
}

export async function deleteAccount(body: DeleteAccountBody): Promise<string> {
  return (await api.post<AccountMessage>(API_PATHS.deleteAccount, body, quiet)).data.message;
}

/** What the page refuses before asking the store (a new password off the rule, a bad address). */
export class InvalidEntry extends Error {}

/** The server's sentence, the page's own refusal, or ours when the store could not be reached. */
export function failureMessage(error: unknown): string {
  if (error instanceof InvalidEntry) return error.message;
  return messageOf(error) ?? 'We could not reach the store. Please check your connection and try again.';
}
