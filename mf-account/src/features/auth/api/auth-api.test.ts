import { httpError, noResponse } from '../../../testing/http';
import { loginErrorMessage, signupErrorMessage } from './auth-api';

describe('error catalogue (SPEC section 8)', () => {
  it.each([
    [httpError(409, 'Username already registered'), 'Username already registered'],
    [httpError(409, 'Email already registered'), 'Email already registered'],
    [httpError(409, { message: 'Email already registered' }), 'Email already registered'],
    [httpError(409, 'something else'), 'Registration failed'],
    [httpError(500, 'boom'), 'Registration failed'],
    [httpError(400), 'Registration failed'],
    [noResponse(), 'No server response'],
  ])('sign-up %#', (error, message) => {
    expect(signupErrorMessage(error)).toBe(message);
  });

  it.each([
    [httpError(400), 'Missing username or password'],
    [httpError(401), 'Incorrect username or password'],
    [httpError(500), 'Login failed'],
    [httpError(403), 'Login failed'],
    [noResponse(), 'No Server Response'],
  ])('log-in %#', (error, message) => {
    expect(loginErrorMessage(error)).toBe(message);
  });
});
