// E-mail verification and password reset: request and answer schemas. The API
// validates with these; slices import only the derived types (through index.ts),
// so TypeBox never reaches a browser bundle.
import { Type, type Static } from '@sinclair/typebox';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, PASSWORD_PATTERN } from './validation';

/** The user object of sign-up and log-in answers, plus whether the e-mail is verified. */
export const AccountUserSchema = Type.Object({
  id: Type.Integer(),
  userName: Type.String(),
  email: Type.String(),
  emailVerified: Type.Boolean(),
});
export type AccountUser = Static<typeof AccountUserSchema>;

/** The persistOAuth answer: the signed-in user without the id. */
export const AccountSessionUserSchema = Type.Omit(AccountUserSchema, ['id']);
export type AccountSessionUser = Static<typeof AccountSessionUserSchema>;

/** GET /api/users/auth/providers: the third-party sign-ins this server offers. */
export const AuthProvidersSchema = Type.Object({ google: Type.Boolean() });
export type AuthProviders = Static<typeof AuthProvidersSchema>;

/** Tokens are 32 random bytes in base64url (43 characters); anything far off is refused unread. */
const TokenSchema = Type.String({ minLength: 20, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' });

export const ForgotPasswordBodySchema = Type.Object(
  { email: Type.String({ pattern: EMAIL_PATTERN.source, maxLength: EMAIL_MAX_LENGTH }) },
  { additionalProperties: false },
);
export type ForgotPasswordBody = Static<typeof ForgotPasswordBodySchema>;

/** The new password follows the sign-up rule (docs/account.md#validation). */
export const ResetPasswordBodySchema = Type.Object(
  { token: TokenSchema, password: Type.String({ pattern: PASSWORD_PATTERN.source }) },
  { additionalProperties: false },
);
export type ResetPasswordBody = Static<typeof ResetPasswordBodySchema>;

export const VerifyEmailBodySchema = Type.Object({ token: TokenSchema }, { additionalProperties: false });
export type VerifyEmailBody = Static<typeof VerifyEmailBodySchema>;

/** Every account call answers a sentence the page can show as it is. */
export const AccountMessageSchema = Type.Object({ message: Type.String() });
export type AccountMessage = Static<typeof AccountMessageSchema>;
