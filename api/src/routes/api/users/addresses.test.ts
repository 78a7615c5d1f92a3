// The address book (docs/account.md#address-book): list, add, edit, remove, each shopper's own,
// bounded per account, and saved from checkout when the shopper asks.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { MAX_SAVED_ADDRESSES, type SavedAddress } from '@storefront/shared/contracts/addresses';
import type { CheckoutSummary } from '@storefront/shared/contracts';
import { ADDRESS_FIXTURE as ADDRESS } from '@storefront/shared/testing/fixtures';
import { as, setUpTestContext, signUp } from '../../../testing/test-app';

const ctx = setUpTestContext();

const HOME = { ...ADDRESS, country: 'United Kingdom', phone: '+44 20 7946 0000' };

describe('address book', () => {
  test('a shopper adds, lists, edits and removes addresses; the same address twice is kept once', async () => {
    const shopper = await signUp(ctx.app);
    const call = as(ctx.app, shopper);
    assert.deepEqual((await call({ url: '/api/users/addresses' })).json(), { addresses: [] });
    const added = await call({ method: 'POST', url: '/api/users/addresses', payload: HOME });
    assert.equal(added.statusCode, 201, added.body);
    const again = await call({
      method: 'POST',
      url: '/api/users/addresses',
      payload: { ...HOME, name: ' Ada Shopper ' },
    });
    assert.equal(again.json().addresses.length, 1);
    const [saved]: SavedAddress[] = again.json().addresses;
    assert.deepEqual({ ...saved, id: 0 }, { ...HOME, id: 0 });
    const edited = await call({
      method: 'POST',
      url: `/api/users/addresses/${saved.id}`,
      payload: { ...HOME, city: 'Shelbyville' },
    });
    assert.equal(edited.statusCode, 200);
    assert.equal(edited.json().addresses[0].city, 'Shelbyville');
    const removed = await call({ method: 'DELETE', url: `/api/users/addresses/${saved.id}` });
    assert.deepEqual(removed.json(), { addresses: [] });
    assert.equal((await call({ method: 'DELETE', url: `/api/users/addresses/${saved.id}` })).statusCode, 404);
    for (const payload of [
      { ...HOME, postcode: '!!' },
      { ...HOME, name: ' ' },
      { ...HOME, phone: 'call me' },
      {},
    ]) {
      assert.equal((await call({ method: 'POST', url: '/api/users/addresses', payload })).statusCode, 400);
    }
  });

  test("no call reads or changes another shopper's addresses; signed out is 401", async () => {
    const ann = await signUp(ctx.app);
    const bob = await signUp(ctx.app);
    const [saved] = (
      await as(ctx.app, ann)({ method: 'POST', url: '/api/users/addresses', payload: HOME })
    ).json().addresses as SavedAddress[];
    assert.deepEqual((await as(ctx.app, bob)({ url: '/api/users/addresses' })).json(), { addresses: [] });
    const edit = await as(
      ctx.app,
      bob,
    )({ method: 'POST', url: `/api/users/addresses/${saved.id}`, payload: HOME });
    assert.equal(edit.statusCode, 404);
    assert.equal(
      (await as(ctx.app, bob)({ method: 'DELETE', url: `/api/users/addresses/${saved.id}` })).statusCode,
      404,
    );
    assert.equal((await as(ctx.app, null)({ url: '/api/users/addresses' })).statusCode, 401);
    assert.equal(
      (await as(ctx.app, null)({ method: 'POST', url: '/api/users/addresses', payload: HOME })).statusCode,
      401,
    );
  });

  test(`a flood: an account keeps at most ${MAX_SAVED_ADDRESSES} addresses, even saved together`, async () => {
    const shopper = await signUp(ctx.app);
    const answers = await Promise.all(
      Array.from({ length: MAX_SAVED_ADDRESSES + 10 }, (_, i) =>
        as(
          ctx.app,
          shopper,
        )({ method: 'POST', url: '/api/users/addresses', payload: { ...HOME, street: `${i} Main Street` } }),
      ),
    );
    assert.equal(answers.filter((a) => a.statusCode === 201).length, MAX_SAVED_ADDRESSES);
    assert.equal(answers.filter((a) => a.statusCode === 409).length, 10);
    assert.match(answers.find((a) => a.statusCode === 409)!.json().message, /at most/);
  });

  test('checkout keeps the address when asked (saveAddress), and only then', async () => {
    const shopper = await signUp(ctx.app);
    const call = as(ctx.app, shopper);
    const order = async (saveAddress?: boolean) => {
      await call({ method: 'POST', url: '/api/cart/16', payload: { quantity: 1, size: 'medium' } });
      const summary: CheckoutSummary = (await call({ url: '/api/orders/summary' })).json();
      const placed = await call({
        method: 'POST',
        url: '/api/orders/',
        payload: {
          idempotencyKey: `save-${Date.now()}-${String(saveAddress)}`,
          cartVersion: summary.cartVersion,
          address: { ...ADDRESS, street: saveAddress ? '2 Kept Road' : '3 Not Kept Road' },
          deliveryMethod: 'standard',
          paymentMethod: 'pay-on-delivery',
          phone: '020 7946 0000',
          ...(saveAddress === undefined ? {} : { saveAddress }),
        },
      });
      assert.equal(placed.statusCode, 201, placed.body);
    };
    await order();
    await order(true);
    const book: SavedAddress[] = (await call({ url: '/api/users/addresses' })).json().addresses;
    assert.deepEqual(
      book.map((a) => [a.street, a.phone]),
      [['2 Kept Road', '020 7946 0000']],
    );
  });
});
