// Validation rules of docs/account.md#validation, used by the forms and by the API schemas.

export const USERNAME_PATTERN = /^[A-Za-z][A-Za-z0-9_-]{3,23}$/;
export const EMAIL_PATTERN = /^\S+@\S+\.\S+$/;
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9])(?=.*[!@#$%])[A-Za-z0-9!@#$%]{8,24}$/;

export const HINTS = {
  username: '4 to 24 characters. Must begin with a letter. Letters, numbers, underscores, hyphens allowed.',
  email: 'Must be a valid email.',
  password:
    '8 to 24 characters. Must include uppercase and lowercase letters, a number, and a special character. Allowed special characters: ! @ # $ %',
  confirm: 'Must match the first password input field.',
} as const;

export const isValidUsername = (value: string): boolean => USERNAME_PATTERN.test(value);
export const isValidEmail = (value: string): boolean => EMAIL_PATTERN.test(value);
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

/** The largest id the database holds (PostgreSQL integer): anything above is refused, never looked up. */
export const MAX_ID = 2_147_483_647;
