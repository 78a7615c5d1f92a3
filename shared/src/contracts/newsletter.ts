// The e-mail sign-up (docs/api.md#newsletter): request and answer schemas. The API validates with
// these; the shell imports only the types (through index.ts), so TypeBox never reaches a browser.
import { Type, type Static } from '@sinclair/typebox';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from './validation';

export const NewsletterSubscribeBodySchema = Type.Object(
  { email: Type.String({ pattern: EMAIL_PATTERN.source, maxLength: EMAIL_MAX_LENGTH }) },
  { additionalProperties: false },
);
export type NewsletterSubscribeBody = Static<typeof NewsletterSubscribeBodySchema>;

/** The link's token: 32 random bytes in base64url (43 characters); anything far off is refused unread. */
export const NewsletterConfirmBodySchema = Type.Object(
  { token: Type.String({ minLength: 20, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' }) },
  { additionalProperties: false },
);
export type NewsletterConfirmBody = Static<typeof NewsletterConfirmBodySchema>;

/** Every answer is a sentence the page shows as it is. */
export const NewsletterMessageSchema = Type.Object({ message: Type.String() });
export type NewsletterMessage = Static<typeof NewsletterMessageSchema>;
