import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { minuteSlots } from './chart.js';
import { createSessions, SESSION_MS } from './session.js';

const TOKEN = 'session-test-token-0123456789';

/** A sign-out epoch shared by the sessions given it, as the API's is (shared-state.ts). */
function sharedEpoch() {
  let value = '';
  return { read: async () => value, renew: async () => void (value = `${Math.random()}`) };
}

describe('release page sessions', () => {
  it('accept their own cookie until it expires, never another token’s or an altered one', async () => {
    const epoch = sharedEpoch();
    const sessions = createSessions(TOKEN, epoch);
    const now = Date.now();
    const cookie = await sessions.issue(now);
    assert.ok(!cookie.includes(TOKEN));
    const id = await sessions.verify(cookie, now);
    assert.ok(id);
    assert.equal(await sessions.verify(cookie, now + SESSION_MS), null);
    assert.equal(await createSessions(`${TOKEN}-changed`, epoch).verify(cookie, now), null);
    // A later expiry with the old signature is not accepted.
    const [sessionId, , issued, signature] = cookie.split('.');
    assert.equal(
      await sessions.verify(`${sessionId}.${now + 10 * SESSION_MS}.${issued}.${signature}`, now),
      null,
    );
    // Another gateway (or this one after a restart) with the same token accepts it.
    assert.equal(await createSessions(TOKEN, epoch).verify(cookie, now), id);
  });

  it('refuse a cookie their token never signed without asking for the epoch', async () => {
    let reads = 0;
    const epoch = sharedEpoch();
    const counted = { ...epoch, read: () => ((reads += 1), epoch.read()) };
    const sessions = createSessions(TOKEN, counted);
    const now = Date.now();
    const [id, expires, issued, signature] = (await sessions.issue(now)).split('.');
    reads = 0;
    const forged = 'A'.repeat(43);
    for (const value of [
      `${'x'.repeat(24)}.${expires}.${forged}.${forged}`,
      `${id}.${Number(expires) - 1}.${issued}.${signature}`,
      `${id}.${expires}.${forged}.${signature}`,
      `${id}.${expires}.${signature}`,
    ])
      assert.equal(await sessions.verify(value, now), null, value);
    assert.equal(reads, 0, 'the API was asked nothing');
    // One signed by the token, with a signature of another epoch: the epoch is asked, and refuses it.
    assert.equal(await sessions.verify(`${id}.${expires}.${issued}.${forged}`, now), null);
    assert.equal(reads, 1);
  });

  it('end on every gateway reading the same epoch when one signs out', async () => {
    const epoch = sharedEpoch();
    const a = createSessions(TOKEN, epoch);
    const b = createSessions(TOKEN, epoch);
    const cookie = await a.issue();
    assert.ok(await b.verify(cookie));
    await a.signOut();
    assert.equal(await a.verify(cookie), null);
    assert.equal(await b.verify(cookie), null);
    // Signing in again works.
    assert.ok(await b.verify(await a.issue()));
  });

  it('derive a CSRF token per session', async () => {
    const sessions = createSessions(TOKEN, sharedEpoch());
    const a = (await sessions.verify(await sessions.issue()))!;
    const b = (await sessions.verify(await sessions.issue()))!;
    assert.ok(sessions.csrfValid(a, sessions.csrfToken(a)));
    assert.ok(!sessions.csrfValid(a, sessions.csrfToken(b)));
    assert.ok(!sessions.csrfValid(a, undefined));
  });

  it('seal flash messages so only this gateway’s can be shown', () => {
    const sessions = createSessions(TOKEN, sharedEpoch());
    const sealed = sessions.sealFlash({ kind: 'alert', text: 'refused' });
    assert.deepEqual(sessions.openFlash(sealed), { kind: 'alert', text: 'refused' });
    assert.equal(createSessions(`${TOKEN}-other`, sharedEpoch()).openFlash(sealed), null);
    assert.equal(sessions.openFlash(`${sealed}x`), null);
  });
});

describe('health chart', () => {
  it('puts each minute of the window in its slot and leaves the others at 0', () => {
    const since = '2026-01-01T10:00:00.000Z';
    const slots = minuteSlots(
      {
        frontend: 'mf-cart',
        version: '1.0.0-a',
        views: 7,
        failures: 1,
        errors: 0,
        shoppers: 3,
        failingShoppers: 1,
        erroringShoppers: 0,
        series: [
          { minute: '2026-01-01T10:00:00.000Z', views: 3, failures: 0, errors: 0 },
          { minute: '2026-01-01T10:14:00.000Z', views: 4, failures: 1, errors: 0 },
          { minute: '2026-01-01T10:15:00.000Z', views: 99, failures: 99, errors: 0 },
        ],
      },
      since,
      15,
    );
    assert.deepEqual(slots.views, [3, ...new Array(13).fill(0), 4]);
    assert.deepEqual(slots.failures, [...new Array(14).fill(0), 1]);
  });
});
