// The account settings page's calls (docs/api.md#account-settings): change the password, change
// the e-mail address, delete the account. Each is confirmed with the current password. The API
// validates with these; mf-account imports only the types (through index.ts).
import { Type, type Static } from '@sinclair/typebox';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, PASSWORD_PATTERN } from './validation';

/** The current password as typed: checked against the account, never against the sign-up rule. */
const CurrentPassword = Type.String({ minLength: 1, maxLength: 128 });

export const ChangePasswordBodySchema = Type.Object(
  { currentPassword: CurrentPassword, newPassword: Type.String({ pattern: PASSWORD_PATTERN.source }) },
  { additionalProperties: false },
);
export type ChangePasswordBody = Static<typeof ChangePasswordBodySchema>;

export const ChangeEmailBodySchema = Type.Object(
  {
    currentPassword: CurrentPassword,
    email: Type.String({ pattern: EMAIL_PATTERN.source, maxLength: EMAIL_MAX_LENGTH }),
  },
  { additionalProperties: false },
);
export type ChangeEmailBody = Static<typeof ChangeEmailBodySchema>;

export const DeleteAccountBodySchema = Type.Object(
  { currentPassword: CurrentPassword },
  { additionalProperties: false },
);
export type DeleteAccountBody = Static<typeof DeleteAccountBodySchema>;
