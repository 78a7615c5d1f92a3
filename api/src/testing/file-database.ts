// Preloaded into every test file's process by the suite's runner (run-suite.ts), before the file
// itself: on PostgreSQL (DATABASE_URL) the file gets a database of its own, copied from the suite's
// migrated and seeded one, and DATABASE_URL names the copy for everything in the process (the test
// app, a second app, the API processes and CLIs the file spawns). So files can run at the same time
// without seeing each other's rows, and none pays for the migrations. On PGlite there is nothing to
// do here: every test context is already its own in-memory database (test-app.ts).
import { testToolsFromEnv } from '../config';
import { copyForThisFile } from './suite-database';

const { databaseUrl, suiteDatabaseUrl } = testToolsFromEnv();
// Only in a test file's process the runner started (not a developer's single `node --test` run,
// which uses DATABASE_URL as it is).
if (databaseUrl && suiteDatabaseUrl === databaseUrl) {
  process.env.DATABASE_URL = await copyForThisFile(databaseUrl);
}
