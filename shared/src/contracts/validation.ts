// Validation rules of docs/account.md#validation, used by the forms and by the API schemas.

export const USERNAME_PATTERN = /^[A-Za-z][A-Za-z0-9_-]{3,23}$/;
/**
 * docs/account.md#validation: non-space text, an @, non-space text, a dot, non-space text; and one
 * plain address only: none of , < > " ' ( ) ; : \ [ ], no second @, no control character or line
 * break, so no field can name a second recipient or a display name (a mail goes to this address
 * and to nobody else).
 */
export const EMAIL_PATTERN =
  // eslint-disable-next-line no-control-regex -- the control characters are what the rule refuses
  /^[^\s@,<>"'();:\\[\]\x00-\x1f\x7f-\x9f]+@[^\s@,<>"'();:\\[\]\x00-\x1f\x7f-\x9f]+\.[^\s@,<>"'();:\\[\]\x00-\x1f\x7f-\x9f]+$/;
/** The longest address a mail path carries; longer is refused unread. */
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9])(?=.*[!@#$%])[A-Za-z0-9!@#$%]{8,24}$/;

export const HINTS = {
  username: '4 to 24 characters. Must begin with a letter. Letters, numbers, underscores, hyphens allowed.',
  email: 'Must be a valid email.',
  password:
    '8 to 24 characters. Must include uppercase and lowercase letters, a number, and a special character. Allowed special characters: ! @ # $ %',
  confirm: 'Must match the first password input field.',
} as const;

export const isValidUsername = (value: string): boolean => USERNAME_PATTERN.test(value);
export const isValidEmail = (value: string): boolean =>
  value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
export const isValidPassword = (value: string): boolean => PASSWORD_PATTERN.test(value);
export const passwordsMatch = (password: string, confirm: string): boolean =>
  confirm.length > 0 && password === confirm;

interface SignupFields {
  username: string;
  email: string;
  password: string;
  confirm: string;
}

export const isValidSignup = (f: SignupFields): boolean =>
  isValidUsername(f.username) &&
  isValidEmail(f.email) &&
  isValidPassword(f.password) &&
  passwordsMatch(f.password, f.confirm);

/** Search terms longer than this are refused (400) by the API. */
export const SEARCH_TERM_MAX_LENGTH = 64;

/**
 * A search term as the API reads it, case kept (the API then lower-cases it): control characters
 * and runs of blanks one space, trimmed, SEARCH_TERM_MAX_LENGTH characters at most. The search
 * page draws it and the gateway renders that page from it.
 */
export const tidySearchTerm = (term: string): string =>
  [...term.replace(/[\s\p{Cc}]+/gu, ' ').trim()].slice(0, SEARCH_TERM_MAX_LENGTH).join('').trim();

/** The largest id the database holds (PostgreSQL integer): anything above is refused, never looked up. */
export const MAX_ID = 2_147_483_647;
