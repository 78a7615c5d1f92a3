// A merchant's catalogue import (docs/catalog.md#changing-the-catalogue): JSON Lines, one product a
// line in the shape GET /api/products/{id} answers, upserted by product id with its stock, in one
// transaction. Lines are read as they come and written in chunks to a temporary table, so memory
// stays bounded whatever the file's size and each statement has two parameters; a bad line anywhere
// rolls everything back, and the products and stock are only locked for the final merge, not while
// the file is read. The merge bumps the catalogue's version, which every API process polls.
import type { Database, RawClient } from '../db/client';
import { DSGN_COLLECTION } from '../db/catalog';
import { SCHEMA_LOCK_KEY } from '../db/migrate';
import { PRODUCT_COLUMNS, PRODUCT_RECORDSET, productUpsert } from '../db/product-upsert';
import { CatalogLineError, MAX_LINE_LENGTH, parseProductLine, type ImportedProduct } from './product-line';

/** Products per statement into the temporary table: a few hundred kilobytes of JSON. */
const CHUNK = 1_000;

/** The import as a whole cannot be done (no line to blame). */
export class CatalogImportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CatalogImportError';
  }
}

export interface ImportResult {
  /** Products in the file. */
  products: number;
  /** Products added or changed (name, gender, prices, flags, ...). */
  changedProducts: number;
  /** Sizes whose units left were added or changed. */
  changedStock: number;
  /** The catalogue's version after the import (the same as before when nothing changed). */
  version: number;
}

/**
 * The lines of a text stream without their line breaks ('\n' or '\r\n', a leading byte order mark
 * dropped). A line longer than MAX_LINE_LENGTH is handed over as soon as it is, cut there, so one
 * huge line never fills memory: its parse refuses it.
 */
export async function* linesOf(chunks: AsyncIterable<string | Buffer>): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let yielded = 0;
  const decode = (bytes?: Buffer) => {
    try {
      return decoder.decode(bytes, { stream: bytes !== undefined });
    } catch {
      throw new CatalogLineError(yielded + 1, 'is not UTF-8 text');
    }
  };
  let pending = '';
  let first = true;
  for await (const chunk of chunks) {
    pending += typeof chunk === 'string' ? chunk : decode(chunk);
    if (first && pending.length > 0) {
      pending = pending.replace(/^\uFEFF/, '');
      first = false;
    }
    let start = 0;
    for (let end = pending.indexOf('\n'); end !== -1; end = pending.indexOf('\n', start)) {
      yielded += 1;
      yield pending.slice(start, end).replace(/\r$/, '');
      start = end + 1;
    }
    pending = pending.slice(start);
    if (pending.length > MAX_LINE_LENGTH) {
      yield pending;
      return;
    }
  }
  pending += decode();
  if (pending.length > 0) yield pending.replace(/\r$/, '');
}

/**
 * Lines as text of about 64 KB a piece, each line ended: how the command writes a file and how the
 * running store sends its export, rather than a write or a chunk a line.
 */
export async function* inPieces(lines: AsyncIterable<string> | Iterable<string>): AsyncGenerator<string> {
  let piece = '';
  for await (const line of lines) {
    piece += `${line}\n`;
    if (piece.length >= 64 * 1024) {
      yield piece;
      piece = '';
    }
  }
  if (piece) yield piece;
}

/** Validates every line and upserts the products, all or nothing; throws CatalogLineError for a bad line. */
export async function importCatalog(
  database: Database,
  lines: AsyncIterable<string> | Iterable<string>,
): Promise<ImportResult> {
  const result = await merge(database, lines);
  if (result.changed) {
    // A changed product's old row version stays behind (and a product already there is written
    // again by the triggers when its stock or group changed), and PGlite has no autovacuum to
    // reclaim them: every scan of the table (the listings' summaries, the sitemap's ids) would
    // read them (api/README.md, Memory and stalls). VACUUM cannot run in the import's
    // transaction, so it runs after it; it skips the pages still all-visible, so a small
    // import's is quick.
    await database.maintenance('VACUUM products, stock');
    // On PGlite, the import's WAL goes with a checkpoint (db/client.ts): 834 MB after 100,000.
    await database.checkpoint();
  }
  const { changed: _changed, ...answer } = result;
  return answer;
}

async function merge(
  database: Database,
  lines: AsyncIterable<string> | Iterable<string>,
): Promise<ImportResult & { changed: boolean }> {
  return database.rawTransaction(async (client) => {
    // A large import's merge may take longer than the API pool's 10 s statement limit.
    if (database.kind === 'postgres') await client.query('SET LOCAL statement_timeout = 0');
    await client.exec(`
      CREATE TEMPORARY TABLE catalog_import (
        id integer PRIMARY KEY, name text, gender text, category text, style text, color text,
        price_cents integer, sale_price_cents integer, is_new boolean, collection text, description text,
        style_group text, fit text, fabric text, care text
      ) ON COMMIT DROP;
      CREATE TEMPORARY TABLE catalog_import_stock (
        product_id integer, size text, quantity integer, PRIMARY KEY (product_id, size)
      ) ON COMMIT DROP;`);

    let chunk: ImportedProduct[] = [];
    const flush = async () => {
      if (chunk.length === 0) return;
      await client.query(
        `INSERT INTO catalog_import
         SELECT * FROM ${PRODUCT_RECORDSET}`,
        [JSON.stringify(chunk.map((p) => p.product))],
      );
      await client.query(
        `INSERT INTO catalog_import_stock
         SELECT * FROM jsonb_to_recordset($1::jsonb) AS s("productId" int, size text, quantity int)`,
        [JSON.stringify(chunk.flatMap((p) => p.stock.map((s) => ({ productId: p.product.id, ...s }))))],
      );
      chunk = [];
    };

    /** The line each id was first given on, to name both when it comes again. */
    const lineOfId = new Map<number, number>();
    let lineNumber = 0;
    for await (const text of lines) {
      lineNumber += 1;
      if (text.trim() === '') continue;
      const imported = parseProductLine(text, lineNumber);
      const earlier = lineOfId.get(imported.product.id);
      if (earlier !== undefined) {
        throw new CatalogLineError(
          lineNumber,
          `product ${imported.product.id} is already on line ${earlier}`,
        );
      }
      lineOfId.set(imported.product.id, lineNumber);
      chunk.push(imported);
      if (chunk.length >= CHUNK) await flush();
    }
    await flush();
    if (lineOfId.size === 0) throw new CatalogImportError('the file holds no products');

    // One merge at a time, and never beside the seed's at a process's start.
    await client.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK_KEY]);
    await client.query('INSERT INTO collections (code, name) VALUES ($1, $2) ON CONFLICT (code) DO NOTHING', [
      DSGN_COLLECTION.code,
      DSGN_COLLECTION.name,
    ]);
    // A new product comes with its sizes in stock and its group's colour count as they will be
    // after the import, so the triggers that keep them (migrations 0011 and 0016) find nothing to
    // change: they wrote each new row twice more, 300,000 row versions for 100,000 products, which
    // VACUUM cannot give back (api/README.md, Memory and stalls). A product already there keeps
    // its own (ON CONFLICT does not set them): the triggers work out what changed.
    const {
      rows: [{ count: changedProducts }],
    } = await client.query<{ count: number }>(
      `WITH sizes AS (
         SELECT product_id, bit_or(size_bit(size))::smallint AS bits
           FROM catalog_import_stock WHERE quantity > 0 GROUP BY product_id
       ), groups AS (
         SELECT style_group, count(*)::int AS n FROM (
           SELECT style_group FROM catalog_import WHERE style_group IS NOT NULL
           UNION ALL
           SELECT p.style_group FROM products p
            WHERE p.style_group IN (SELECT style_group FROM catalog_import)
              AND NOT EXISTS (SELECT 1 FROM catalog_import c WHERE c.id = p.id)
         ) members GROUP BY style_group
       ), written AS (
         INSERT INTO products (${PRODUCT_COLUMNS}, sizes_in_stock, colour_count)
         SELECT ${PRODUCT_COLUMNS.split(', ')
           .map((column) => `i.${column}`)
           .join(', ')}, coalesce(sizes.bits, 0), coalesce(groups.n, 1)
           FROM catalog_import i
           LEFT JOIN sizes ON sizes.product_id = i.id
           LEFT JOIN groups ON groups.style_group = i.style_group
          ORDER BY i.id
         ${productUpsert()}
         RETURNING 1
       )
       SELECT count(*)::int AS count FROM written`,
    );
    const {
      rows: [{ count: changedStock, products: stockProducts }],
    } = await client.query<{ count: number; products: number }>(
      `WITH written AS (
         INSERT INTO stock (product_id, size, quantity)
         SELECT product_id, size, quantity FROM catalog_import_stock ORDER BY product_id, size
         ON CONFLICT (product_id, size) DO UPDATE SET quantity = EXCLUDED.quantity
         WHERE stock.quantity IS DISTINCT FROM EXCLUDED.quantity
         RETURNING product_id
       )
       SELECT count(*)::int AS count, count(DISTINCT product_id)::int AS products FROM written`,
    );
    // A product's stock is read fresh at every request, but listings filter and count by the sizes
    // in stock (their answers are cached): any change moves the version. The first one also hands
    // the catalogue to the merchant (the seed stops correcting it).
    const changed = changedProducts > 0 || changedStock > 0;
    const {
      rows: [{ version, pending }],
    } = await client.query<{ version: string; pending: number }>(
      changed
        ? `UPDATE catalog_version SET version = version + 1, changed_at = now(), imported_at = coalesce(imported_at, now()),
             changed_since_analyze = changed_since_analyze + $1
           WHERE id = 1 RETURNING version::text, changed_since_analyze::float8 AS pending`
        : 'SELECT version::text, 0::float8 AS pending FROM catalog_version WHERE id = 1',
      changed ? [changedProducts + stockProducts] : [],
    );
    // The planner's statistics (PGlite has no autovacuum to gather them): without them it reads
    // every product of a gender for a listing's page instead of its index in order. Gathered once
    // the changes since the last gathering could move them, as autovacuum would (50 and a tenth of
    // the table, migration 0027; a product whose row and stock both changed counts twice, so they
    // are gathered a little sooner): at 100,000 products reading them took about a second, for
    // which a store on PGlite waits.
    const analyzed = changed && pending >= 50 + (await tableRows(client)) / 10;
    if (analyzed) {
      // Here, not with the VACUUM after the import: a store on PGlite would wait for it twice.
      await client.exec('ANALYZE products, stock');
      await client.exec('UPDATE catalog_version SET changed_since_analyze = 0 WHERE id = 1');
    }
    return {
      products: lineOfId.size,
      changedProducts,
      changedStock,
      version: Number(version),
      changed,
    };
  });
}

/** The products as the planner last counted them (VACUUM and ANALYZE count them; 0 before either). */
async function tableRows(client: RawClient): Promise<number> {
  const { rows } = await client.query<{ rows: number }>(
    "SELECT greatest(reltuples, 0)::float8 AS rows FROM pg_class WHERE oid = 'products'::regclass",
  );
  return rows[0]?.rows ?? 0;
}
