import {
  EMAIL_PATTERN,
  HINTS,
  PASSWORD_PATTERN,
  USERNAME_PATTERN,
  isValidEmail,
  isValidPassword,
  isValidSignup,
  isValidUsername,
  passwordsMatch,
} from './validation';

describe('username (docs/account.md#validation)', () => {
  it.each(['abcd', 'a'.repeat(24), 'Jo_e', 'jo-3', 'A123', 'gym_Rat-99'])('accepts %p', (value) => {
    expect(isValidUsername(value)).toBe(true);
    expect(USERNAME_PATTERN.test(value)).toBe(true);
  });

  it.each([
    ['3 characters', 'abc'],
    ['25 characters', 'a'.repeat(25)],
    ['a starting digit', '1abcd'],
    ['a starting underscore', '_abcd'],
    ['a starting hyphen', '-abcd'],
    ['a space', 'ab cd'],
    ['a dot', 'ab.cd'],
    ['an @', 'ab@cd'],
    ['a non-ASCII letter', 'abcé'],
    ['nothing', ''],
  ])('refuses %s', (_, value) => {
    expect(isValidUsername(value)).toBe(false);
  });

  it('has the exact hint', () => {
    expect(HINTS.username).toBe(
      '4 to 24 characters. Must begin with a letter. Letters, numbers, underscores, hyphens allowed.',
    );
  });
});

describe('email (docs/account.md#validation)', () => {
  it.each(['a@b.co', 'shopper@example.com', 'first.last@mail.example.org'])('accepts %p', (value) => {
    expect(isValidEmail(value)).toBe(true);
    expect(EMAIL_PATTERN.test(value)).toBe(true);
  });

  it.each([
    ['no @', 'shopper.example.com'],
    ['no dot after the @', 'shopper@example'],
    ['nothing before the @', '@example.com'],
    ['nothing after the dot', 'shopper@example.'],
    ['a space', 'shop per@example.com'],
    ['nothing', ''],
    // One plain address only: nothing that names a second recipient or a display name.
    ['a comma (two recipients)', 'a@x.test,victim@example.org'],
    ['angle brackets (another recipient)', 'x@example.test<attacker@evil.example>'],
    ['quotes', '"x"@example.test'],
    ['an apostrophe', "o'x@example.test"],
    ['parentheses (a comment)', 'victim@example.org(a@x.test)'],
    ['a semicolon', 'a@x.test;victim@example.org'],
    ['a colon (a group)', 'group:a@x.test'],
    ['a backslash', 'a\\b@example.test'],
    ['square brackets', 'a@[127.0.0.1].test'],
    ['a second @', 'a@x.test@evil.example'],
    ['a line break', 'a@x.test\r\nBcc:victim@example.org'],
    ['a control character', 'a@x.test\u0000'],
    ['a C1 control character', 'a@x.test\u0085'],
    ['255 characters', `b@${'c'.repeat(249)}.com`],
  ])('refuses %s', (_, value) => {
    expect(isValidEmail(value)).toBe(false);
  });

  it('accepts 254 characters', () => {
    expect(isValidEmail(`b@${'c'.repeat(248)}.com`)).toBe(true);
  });

  it('has the exact hint', () => {
    expect(HINTS.email).toBe('Must be a valid email.');
  });
});

describe('password (docs/account.md#validation)', () => {
  it.each(['Passw0rd!', 'Aa1!aaaa', `Aa1!${'a'.repeat(20)}`, 'Aa1@bbbb', 'Aa1#bbbb', 'Aa1$bbbb', 'Aa1%bbbb'])(
    'accepts %p',
    (value) => {
      expect(isValidPassword(value)).toBe(true);
      expect(PASSWORD_PATTERN.test(value)).toBe(true);
    },
  );

  it.each([
    ['7 characters', 'Aa1!aaa'],
    ['25 characters', `Aa1!${'a'.repeat(21)}`],
    ['no uppercase letter', 'passw0rd!'],
    ['no lowercase letter', 'PASSW0RD!'],
    ['no digit', 'Password!'],
    ['no special character', 'Passw0rdd'],
    ['the special character ^', 'Passw0rd^'],
    ['the special character &', 'Passw0rd&'],
    ['the special character *', 'Passw0rd*'],
    ['an underscore', 'Passw0rd_'],
    ['a space', 'Pass w0rd!'],
    ['an allowed special plus a disallowed one', 'Passw0rd!&'],
  ])('refuses %s', (_, value) => {
    expect(isValidPassword(value)).toBe(false);
  });

  it('has the exact hints', () => {
    expect(HINTS.password).toBe(
      '8 to 24 characters. Must include uppercase and lowercase letters, a number, and a special character. Allowed special characters: ! @ # $ %',
    );
    expect(HINTS.confirm).toBe('Must match the first password input field.');
  });
});

describe('sign-up form', () => {
  const valid = { username: 'gymrat', email: 'gym@rat.io', password: 'Passw0rd!', confirm: 'Passw0rd!' };

  it('needs the confirmation to equal the password and to be filled', () => {
    expect(passwordsMatch('Passw0rd!', 'Passw0rd!')).toBe(true);
    expect(passwordsMatch('Passw0rd!', 'passw0rd!')).toBe(false);
    expect(passwordsMatch('', '')).toBe(false);
  });

  it('is valid only when every field is valid', () => {
    expect(isValidSignup(valid)).toBe(true);
    expect(isValidSignup({ ...valid, username: '1gym' })).toBe(false);
    expect(isValidSignup({ ...valid, email: 'gym@rat' })).toBe(false);
    expect(isValidSignup({ ...valid, password: 'password', confirm: 'password' })).toBe(false);
    expect(isValidSignup({ ...valid, confirm: 'Passw0rd@' })).toBe(false);
  });
});
