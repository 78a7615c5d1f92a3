// A failed database write logs the database's error code and message, never the
// query's parameters (argon2 hashes, e-mails, session hashes), and the client
// reads only a generic sentence.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createTestContext, ORIGIN, uniqueName, type TestContext } from '../testing/test-app';

const log: string[] = [];
let ctx: TestContext;
const CONSTRAINT = 'test_refuse_every_user';
before(async () => {
  ctx = await createTestContext({ logger: true }, { write: (line: string) => void log.push(line) });
  // Break the table so a sign-up's insert fails where no route expects it to.
  await ctx.database.rawTransaction((client) =>
    client.exec(`ALTER TABLE users ADD CONSTRAINT ${CONSTRAINT} CHECK (false) NOT VALID`),
  );
});
after(async () => {
  await ctx.database.rawTransaction((client) =>
    client.exec(`ALTER TABLE users DROP CONSTRAINT IF EXISTS ${CONSTRAINT}`),
  );
  await ctx.close();
});

test('a failed insert logs the code and the cause, never the parameters', async () => {
  const name = uniqueName('secretname');
  const email = `${name}@secret.example`;
  const password = 'Secret1!x';
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/users/signup',
    headers: ORIGIN,
    payload: { username: name, email, password },
  });
  assert.equal(response.statusCode, 500);
  assert.deepEqual(response.json(), { message: 'Something went wrong, please try again' });

  const text = log.join('');
  const failure = log.map((l) => JSON.parse(l)).find((l) => l.msg === 'request failed');
  assert.ok(failure, text);
  assert.equal(failure.code, '23514', JSON.stringify(failure));
  assert.match(failure.message, new RegExp(CONSTRAINT));
  for (const secret of [name, email, password, '$argon2', 'params']) {
    assert.ok(!text.includes(secret), `the log carries ${secret}: ${text}`);
  }
});
