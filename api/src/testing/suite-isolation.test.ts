// What the suite's runner (run-suite.ts, `npm test`) promises every test file: a database of its own,
// already migrated and seeded, so files can run at the same time. Run alone (node --test), a file
// opens its database itself and these checks are skipped.
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import pg from 'pg';
import { CATALOG } from '../db/catalog';
import { testToolsFromEnv } from '../config';
import { COPY_INFIX, databaseName } from './suite-database';
import { setUpTestContext, signUp } from './test-app';

const { suiteDatabaseUrl: suiteDatabase, pgliteTemplate } = testToolsFromEnv();
const ctx = setUpTestContext({}, { resetEachTest: false });
const MIGRATIONS = readdirSync(join(import.meta.dirname, '..', '..', 'migrations')).filter((f) =>
  f.endsWith('.sql'),
);

const count = async (sql: string) =>
  (await ctx.database.rawTransaction((c) => c.query<{ n: number }>(sql))).rows[0].n;

describe(
  'a test file under the suite runner',
  { skip: !suiteDatabase && !pgliteTemplate && 'run by npm test' },
  () => {
    test('starts on a migrated and seeded database', async () => {
      assert.equal(await count('SELECT count(*)::int AS n FROM schema_migrations'), MIGRATIONS.length);
      assert.equal(await count('SELECT count(*)::int AS n FROM products'), CATALOG.length);
    });

    test(
      'on PostgreSQL, works on a copy of the suite database that no other file sees',
      { skip: !suiteDatabase },
      async () => {
        const own = process.env.DATABASE_URL!;
        assert.equal(databaseName(own), `${databaseName(suiteDatabase!)}${COPY_INFIX}${process.pid}`);
        const shopper = await signUp(ctx.app);
        const suite = new pg.Client({ connectionString: suiteDatabase });
        await suite.connect();
        try {
          const { rows } = await suite.query('SELECT 1 FROM users WHERE id = $1 AND user_name = $2', [
            shopper.id,
            shopper.userName,
          ]);
          assert.deepEqual(rows, [], 'a row written by this file is not in the suite database');
        } finally {
          await suite.end();
        }
      },
    );
  },
);
