// Applies the committed SQL files of api/migrations in name order, each once,
// under an advisory lock so several API processes can start together.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_DIR } from '../api-dir';
import type { Database } from './client';

// Found from the package folder, not this file: the bundle (dist/main.js) sits at another depth.
const MIGRATIONS_DIR = join(API_DIR, 'migrations');
/** Arbitrary constant shared by every process of this API. */
export const SCHEMA_LOCK_KEY = 7_231_001;

export async function migrate(database: Database): Promise<string[]> {
  const files = readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  return database.rawTransaction(async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK_KEY]);
    await client.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const { rows } = await client.query<{ name: string }>('SELECT name FROM schema_migrations');
    const done = new Set(rows.map((r) => r.name));
    const applied: string[] = [];
    for (const file of files) {
      if (done.has(file)) continue;
      await client.exec(readFileSync(join(MIGRATIONS_DIR, file), 'utf8'));
      await client.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
      applied.push(file);
    }
    return applied;
  });
}
