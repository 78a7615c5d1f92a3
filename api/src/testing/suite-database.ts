// The API suite's runner (run-suite.ts) and what it hands each test file's process: the names it
// passes by environment, and the PostgreSQL copies of the suite database (file-database.ts).
import pg from 'pg';
import { testToolsFromEnv } from '../config';

/** The file holding the dump of a migrated and seeded PGlite data folder (test-app.ts loads it). */
export const PGLITE_TEMPLATE_ENV = 'API_TEST_PGLITE_TEMPLATE';
/** The PostgreSQL database the runner migrated, which each file copies (file-database.ts). */
export const SUITE_DATABASE_ENV = 'API_TEST_SUITE_DATABASE';
/** A file's copy is `<suite database>_file_<pid>`; the runner drops any left after a run. */
export const COPY_INFIX = '_file_';

/**
 * The option of tests of PGlite itself (its folder, its lock, its queue, its failures, the API
 * process on a PGlite folder): they open a PGlite whatever DATABASE_URL says, so the pass on
 * PostgreSQL (.ci/run) skips them rather than run them a second time.
 */
export const PGLITE_ONLY = {
  skip: testToolsFromEnv().databaseUrl ? 'PGlite itself: run by the pass on PGlite' : false,
};

/** A PostgreSQL URL to `name` on the same server as `url`. */
export function databaseUrlFor(url: string, name: string): string {
  const other = new URL(url);
  other.pathname = `/${encodeURIComponent(name)}`;
  return other.toString();
}

export const databaseName = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1));

/** Runs `run` on the server's maintenance database (CREATE and DROP DATABASE cannot run inside the one they name). */
export async function onServer(url: string, run: (client: pg.Client) => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrlFor(url, 'postgres') });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Copies the suite database for this process (file-database.ts) and answers the copy's URL. */
export async function copyForThisFile(suiteUrl: string): Promise<string> {
  const template = databaseName(suiteUrl);
  const copy = `${template}${COPY_INFIX}${process.pid}`;
  await onServer(suiteUrl, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${quoteIdent(copy)} WITH (FORCE)`);
    // The template must have no session open while it is copied: another suite's runner may be
    // migrating it for a moment, so a busy template is waited for (up to 30 s), not failed on.
    for (let attempt = 0; ; attempt++) {
      try {
        await client.query(`CREATE DATABASE ${quoteIdent(copy)} TEMPLATE ${quoteIdent(template)}`);
        return;
      } catch (error) {
        const busy = (error as { code?: string }).code === '55006';
        if (!busy || attempt >= 60) throw error;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
  });
  const copyUrl = databaseUrlFor(suiteUrl, copy);
  // Dropped once the file's tests are done and its connections closed; run-suite.ts sweeps any left.
  let dropped = false;
  process.on('beforeExit', () => {
    if (dropped) return;
    dropped = true;
    void onServer(suiteUrl, async (client) => {
      await client.query(`DROP DATABASE IF EXISTS ${quoteIdent(copy)} WITH (FORCE)`);
    }).catch(() => undefined);
  });
  return copyUrl;
}
