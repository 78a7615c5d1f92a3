import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { minuteSlots } from './chart.js';
import { createSessions, createThrottle, SESSION_MS } from './session.js';

const TOKEN = 'session-test-token-0123456789';

describe('release page sessions', () => {
  it('accept their own cookie until it expires, never another token’s or an altered one', () => {
    const sessions = createSessions(TOKEN);
    const now = Date.now();
    const cookie = sessions.issue(now);
    assert.ok(!cookie.includes(TOKEN));
    const id = sessions.verify(cookie, now);
    assert.ok(id);
    assert.equal(sessions.verify(cookie, now + SESSION_MS), null);
    assert.equal(createSessions(`${TOKEN}-changed`).verify(cookie, now), null);
    // A later expiry with the old signature is not accepted.
    const [sessionId, , signature] = cookie.split('.');
    assert.equal(sessions.verify(`${sessionId}.${now + 10 * SESSION_MS}.${signature}`, now), null);
    // Another gateway (or this one after a restart) with the same token accepts it.
    assert.equal(createSessions(TOKEN).verify(cookie, now), id);
  });

  it('derive a CSRF token per session', () => {
    const sessions = createSessions(TOKEN);
    const a = sessions.verify(sessions.issue())!;
    const b = sessions.verify(sessions.issue())!;
    assert.ok(sessions.csrfValid(a, sessions.csrfToken(a)));
    assert.ok(!sessions.csrfValid(a, sessions.csrfToken(b)));
    assert.ok(!sessions.csrfValid(a, undefined));
  });

  it('seal flash messages so only this gateway’s can be shown', () => {
    const sessions = createSessions(TOKEN);
    const sealed = sessions.sealFlash({ kind: 'alert', text: 'refused' });
    assert.deepEqual(sessions.openFlash(sealed), { kind: 'alert', text: 'refused' });
    assert.equal(createSessions(`${TOKEN}-other`).openFlash(sealed), null);
    assert.equal(sessions.openFlash(`${sealed}x`), null);
  });
});

describe('sign-in throttle', () => {
  it('blocks an address after its wrong attempts until the window is over', () => {
    const throttle = createThrottle(3, 60_000);
    for (let i = 0; i < 3; i++) throttle.failed('10.0.0.1', 1_000);
    assert.ok(throttle.blocked('10.0.0.1', 2_000));
    assert.ok(!throttle.blocked('10.0.0.2', 2_000));
    assert.ok(!throttle.blocked('10.0.0.1', 61_001));
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
