// A PGlite folder's write-ahead log after an import (api/README.md, Memory and stalls): PGlite's
// one backend has no checkpointer, and PostgreSQL recycles old segments into future ones sized by
// the WAL written between checkpoints, so 100,000 imported products left 834 MB of segments in
// pg_wal for good. The folder now keeps a few segments once the import has checkpointed.
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { openStoreDatabase } from '../app';
import { generatedLines } from '../catalog/generate';
import { importCatalog } from '../catalog/import';
import { PGLITE_ONLY } from '../testing/suite-database';

const root = mkdtempSync(join(tmpdir(), 'api-wal-'));
after(() => rmSync(root, { recursive: true, force: true }));

/** The bytes of pg_wal's segment files. */
const walBytes = (dataDir: string) =>
  readdirSync(join(dataDir, 'pg_wal'))
    .filter((name) => /^[0-9A-F]{24}$/.test(name))
    .reduce((sum, name) => sum + statSync(join(dataDir, 'pg_wal', name)).size, 0);

test(
  'an import of 3,000 products leaves a PGlite folder with at most 8 MB of WAL, and again after a second',
  PGLITE_ONLY,
  async () => {
    const dataDir = join(root, 'pglite');
    const database = await openStoreDatabase({ databaseUrl: undefined, dataDir });
    try {
      const written: number[] = [];
      for (const count of [3_000, 3_500]) {
        await importCatalog(database, generatedLines(count));
        written.push(walBytes(dataDir));
      }
      const mb = written.map((bytes) => (bytes / 1024 / 1024).toFixed(1));
      assert.ok(
        written.every((bytes) => bytes <= 8 * 1024 * 1024),
        `pg_wal after each import: ${mb.join(', ')} MB`,
      );
      // The products are all there: nothing the import wrote was lost with the segments.
      const { rows } = await database.rawTransaction((c) =>
        c.query<{ n: number }>('SELECT count(*)::int AS n FROM products'),
      );
      assert.equal(rows[0].n, 3_500);
    } finally {
      await database.close();
    }
  },
);
