// /internal/catalog: the merchant's catalogue command (catalog/cli.ts) on a store that runs on
// PGlite, whose folder no other process may open (docs/catalog.md#changing-the-catalogue). The
// command finds this API and its secret in the file beside the folder (catalog/running-api.ts) and
// sends its import here, or asks for the export; the work is the command's own (importCatalog,
// exportedLines), done in this process. Only for the holder of that secret, which main.ts makes for
// PGlite alone: otherwise, and to anyone else, these answer 404. The gateway never forwards
// /internal.
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance } from 'fastify';
import { CatalogImportError, linesOf } from '../../../catalog/import';
import { CatalogLineError } from '../../../catalog/product-line';
import { HttpError } from '../../../http/errors';
import { allowedToRead } from '../release-health';

/**
 * The most lines an import sent to the running store may hold. On PGlite every other call waits
 * for an import's transaction (one connection): at 100,000 products 5,000 lines held the store's
 * calls for about 2 s, 20,000 for about 6 s and 100,000 for 2 minutes. A larger file goes in parts,
 * with the store stopped, or on PostgreSQL (docs/catalog.md#changing-the-catalogue).
 */
export const RUNNING_IMPORT_MAX_LINES = 5_000;
/** And the most bytes: 5,000 products take about 4 MB. */
export const RUNNING_IMPORT_MAX_BYTES = 16 * 1024 * 1024;

/** 16 MB, 64 KB. */
const size = (bytes: number) =>
  bytes >= 1024 ** 2 ? `${Math.floor(bytes / 1024 ** 2)} MB` : `${Math.floor(bytes / 1024)} KB`;

const tooLarge = (what: string) =>
  new HttpError(
    413,
    `An import sent to the running store holds at most ${what}: send the file in parts, or stop the store and import it whole`,
  );

/**
 * Writes the request's body to `file`, refusing one over `maxLines` lines or `maxBytes` (413).
 * Past the lines the rest is read and dropped, so the client hears why; past the bytes the
 * connection is cut. The import reads the file once it is whole, so the database's transaction
 * (which on PGlite holds every other call) never waits on the network.
 */
export async function spoolBody(
  body: Readable,
  file: string,
  { maxBytes, maxLines }: { maxBytes: number; maxLines: number },
): Promise<void> {
  let bytes = 0;
  // Line breaks seen; the last line may have none.
  let breaks = 0;
  let last = 10;
  let refused: HttpError | null = null;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (bytes > maxBytes) return done(tooLarge(size(maxBytes)));
      for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) breaks += 1;
      if (chunk.length > 0) last = chunk[chunk.length - 1];
      if (!refused && breaks + (last === 10 ? 0 : 1) > maxLines)
        refused = tooLarge(`${maxLines.toLocaleString('en-US')} lines`);
      done(null, refused ? undefined : chunk);
    },
  });
  await pipeline(body, counted, createWriteStream(file, { flags: 'wx', mode: 0o600 }));
  if (refused) throw refused;
}

export async function catalogRoutes(app: FastifyInstance): Promise<void> {
  const token = app.config.catalogImportToken;
  const { catalogFile } = app.repos;
  app.addHook('onRequest', async (request) => {
    if (!token || !allowedToRead(request, token)) throw new HttpError(404, 'Not found');
    // A whole catalogue's import or export takes longer than the connection's idle limit (30 s)
    // while the answer is still being made.
    // (An injected request, in tests, has no socket of its own to set.)
    request.raw.socket?.setTimeout?.(0);
  });
  // The body is the file as it is (JSON Lines), read by the route itself.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  app.post('/import', { schema: { hide: true } }, async (request) => {
    if (Number(request.headers['content-length']) > RUNNING_IMPORT_MAX_BYTES) {
      throw tooLarge(size(RUNNING_IMPORT_MAX_BYTES));
    }
    const file = join(tmpdir(), `catalog-import-${process.pid}-${randomBytes(8).toString('hex')}.jsonl`);
    try {
      await spoolBody(request.raw, file, {
        maxBytes: RUNNING_IMPORT_MAX_BYTES,
        maxLines: RUNNING_IMPORT_MAX_LINES,
      });
      return await catalogFile.import(linesOf(createReadStream(file)));
    } catch (error) {
      // What the command prints for a local import: the line and what is wrong with it.
      if (error instanceof CatalogLineError || error instanceof CatalogImportError) {
        throw new HttpError(400, error.message);
      }
      throw error;
    } finally {
      await rm(file, { force: true });
    }
  });

  app.get('/export', { schema: { hide: true } }, async (_request, reply) => {
    const lines = catalogFile.export();
    async function* withBreaks() {
      for await (const line of lines) yield `${line}\n`;
    }
    return reply.type('application/x-ndjson; charset=utf-8').send(Readable.from(withBreaks()));
  });
}
