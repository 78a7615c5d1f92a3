// The one sign-in hook (auth.ts): routes say what they need, the hook answers 401 once for all
// of them, after validation, and routes that need nobody never look a session up.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { as, setUpTestContext, signUp } from '../testing/test-app';

const ctx = setUpTestContext();

/** Counts the session lookups the app makes while `run` runs. */
async function lookupsDuring(run: () => Promise<unknown>): Promise<number> {
  const sessions = ctx.app.repos.sessions;
  const resolve = sessions.resolve;
  let calls = 0;
  sessions.resolve = (token) => {
    calls += 1;
    return resolve(token);
  };
  try {
    await run();
  } finally {
    sessions.resolve = resolve;
  }
  return calls;
}

describe('the auth hook', () => {
  test('a malformed call answers 400 before a missing session answers 401', async () => {
    const anonymous = as(ctx.app, null);
    // The wishlist needs a session (the cart does not any more: a signed-out shopper has a guest bag).
    const url = '/api/wishlist/';
    const malformed = await anonymous({ method: 'POST', url, payload: { productId: 'x' } });
    assert.equal(malformed.statusCode, 400);
    const valid = await anonymous({ method: 'POST', url, payload: { productId: 1 } });
    assert.equal(valid.statusCode, 401);
    assert.deepEqual(valid.json(), { message: 'Please sign in' });
  });

  test('required routes see the shopper; optional ones answer either way; others never look', async () => {
    const shopper = await signUp(ctx.app);
    const signedIn = as(ctx.app, shopper);
    assert.equal((await signedIn({ url: '/api/cart/' })).statusCode, 200);
    assert.equal((await as(ctx.app, null)({ url: '/api/users/persistOAuth' })).statusCode, 204);
    assert.equal((await signedIn({ url: '/api/users/persistOAuth' })).json().userName, shopper.userName);
    // The catalog is the same for everyone: a session cookie on it costs no lookup.
    assert.equal(await lookupsDuring(() => signedIn({ url: '/api/products/1' })), 0);
    // One lookup per request, however many places read request.user.
    assert.equal(await lookupsDuring(() => signedIn({ url: '/api/orders/summary' })), 1);
  });
});
