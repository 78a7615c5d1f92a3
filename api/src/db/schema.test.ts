// The Drizzle schema (schema.ts) types the queries; the SQL migrations build the database. This
// checks, after migrating a fresh database (PGlite, or the PostgreSQL of DATABASE_URL), that the two
// agree: the same tables, and in each the same columns with the same types, nullability, defaults,
// generated columns and primary keys.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { setUpTestContext } from '../testing/test-app';
import * as schema from './schema';

/** The migrator's own bookkeeping (migrate.ts), not part of the store's data. */
const NOT_IN_SCHEMA = ['schema_migrations'];

interface ColumnShape {
  type: string;
  nullable: boolean;
  hasDefault: boolean;
  generated: boolean;
  primaryKey: boolean;
}

const ctx = setUpTestContext({}, { resetEachTest: false });

/** Every table of schema.ts as { table: { column: shape } }. */
function declared(): Record<string, Record<string, ColumnShape>> {
  const tables: Record<string, Record<string, ColumnShape>> = {};
  for (const table of Object.values(schema).filter((value) => is(value, PgTable))) {
    const config = getTableConfig(table);
    const composite = new Set(config.primaryKeys.flatMap((pk) => pk.columns.map((c) => c.name)));
    tables[config.name] = Object.fromEntries(
      config.columns.map((column) => {
        const type = column.getSQLType();
        return [
          column.name,
          {
            // serial is integer with a sequence default in the database.
            type: type === 'serial' ? 'integer' : type,
            nullable: !column.notNull,
            hasDefault: column.hasDefault && !column.generated,
            generated: Boolean(column.generated),
            primaryKey: column.primary || composite.has(column.name),
          },
        ];
      }),
    );
  }
  return tables;
}

/** The same, read from information_schema of the migrated database. */
async function migrated(): Promise<Record<string, Record<string, ColumnShape>>> {
  const columns = await ctx.database.rawTransaction((client) =>
    client.query<{
      table_name: string;
      column_name: string;
      data_type: string;
      is_nullable: string;
      column_default: string | null;
      is_generated: string;
    }>(
      `SELECT c.table_name, c.column_name, c.data_type, c.is_nullable, c.column_default, c.is_generated
         FROM information_schema.columns c
         JOIN information_schema.tables t USING (table_schema, table_name)
        WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'`,
    ),
  );
  const keys = await ctx.database.rawTransaction((client) =>
    client.query<{ table_name: string; column_name: string }>(
      `SELECT k.table_name, k.column_name
         FROM information_schema.table_constraints tc
         JOIN information_schema.key_column_usage k USING (constraint_schema, constraint_name, table_name)
        WHERE tc.constraint_type = 'PRIMARY KEY' AND tc.table_schema = current_schema()`,
    ),
  );
  const primary = new Set(keys.rows.map((k) => `${k.table_name}.${k.column_name}`));
  const tables: Record<string, Record<string, ColumnShape>> = {};
  for (const row of columns.rows) {
    if (NOT_IN_SCHEMA.includes(row.table_name)) continue;
    tables[row.table_name] ??= {};
    tables[row.table_name][row.column_name] = {
      type: row.data_type,
      nullable: row.is_nullable === 'YES',
      hasDefault: row.column_default !== null,
      generated: row.is_generated === 'ALWAYS',
      primaryKey: primary.has(`${row.table_name}.${row.column_name}`),
    };
  }
  return tables;
}

test('schema.ts declares exactly the tables the migrations create', async () => {
  assert.deepEqual(Object.keys(declared()).sort(), Object.keys(await migrated()).sort());
});

test('every column has the same type, nullability, default, generation and primary key', async () => {
  const database = await migrated();
  for (const [table, columns] of Object.entries(declared())) {
    // Sorted, so a missing or extra column shows as a difference of names too.
    const sorted = (c: Record<string, ColumnShape>) => Object.fromEntries(Object.entries(c).sort());
    assert.deepEqual(sorted(columns), sorted(database[table] ?? {}), `table ${table}`);
  }
});
