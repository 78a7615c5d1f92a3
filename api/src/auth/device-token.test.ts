// Device cookies: signed with one secret that every process shares (made once, kept in the
// database), bound to the account and its current password, refused when altered.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openStoreDatabase } from '../app';
import { testToolsFromEnv } from '../config';
import type { Database } from '../db/client';
import { setUpTestContext } from '../testing/test-app';
import { deviceTokens } from './device-token';

const ctx = setUpTestContext({}, { resetEachTest: false });
let other: Database | undefined;
before(async () => {
  await ctx.built();
  await ctx.database.rawTransaction((c) => c.exec('TRUNCATE server_secrets'));
  const { databaseUrl } = testToolsFromEnv();
  // On PostgreSQL a second pool stands for a second API process.
  if (databaseUrl) other = await openStoreDatabase({ databaseUrl, dataDir: 'memory://' });
});
after(() => other?.close());

const owner = { id: 7, passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$salt$hash' };

test('processes starting together make one secret and accept each other’s tokens', async () => {
  const [first, second] = [deviceTokens(ctx.database.db), deviceTokens((other ?? ctx.database).db)];
  const [a, b] = await Promise.all([first.issue(owner), second.issue(owner)]);
  assert.deepEqual(await second.verify(a, owner), { userId: 7, device: a.split('.')[1] });
  assert.deepEqual(await first.verify(b, owner), { userId: 7, device: b.split('.')[1] });
  assert.notEqual(a.split('.')[1], b.split('.')[1]);
  const { rows } = await ctx.database.rawTransaction((c) =>
    c.query<{ n: number }>('SELECT count(*)::int AS n FROM server_secrets'),
  );
  assert.equal(rows[0].n, 1);
  assert.equal(first.accountOf(a), 7);
});

test('another account, a new password, an altered or malformed token: no device', async () => {
  const devices = deviceTokens(ctx.database.db);
  const token = await devices.issue(owner);
  const [id, nonce, mac] = token.split('.');
  const flip = (text: string) => (text[0] === 'A' ? 'B' : 'A') + text.slice(1);
  assert.equal(await devices.verify(token, { ...owner, id: 8 }), null);
  assert.equal(await devices.verify(token, { ...owner, passwordHash: `${owner.passwordHash}x` }), null);
  assert.equal(await devices.verify(token, { ...owner, passwordHash: null }), null);
  for (const altered of [
    `${id}.${nonce}.${flip(mac)}`,
    `${id}.${nonce.startsWith('0') ? '1' : '0'}${nonce.slice(1)}.${mac}`,
    `8.${nonce}.${mac}`,
    `${id}.${nonce}`,
    `${token}.extra`,
    ` ${token}`,
    '',
    undefined,
  ]) {
    assert.equal(await devices.verify(altered, owner), null, String(altered));
  }
  assert.equal(devices.accountOf('nonsense'), null);
});
