// /internal/catalog: the merchant's catalogue command (catalog/cli.ts) on a store that runs on
// PGlite, whose folder no other process may open (docs/catalog.md#changing-the-catalogue). The
// command finds this API and its secret in the file beside the folder (catalog/running-api.ts) and
// sends its import here, or asks for the export; the work is the command's own (importCatalog,
// exportedLines), done in this process. Only for the holder of that secret, which main.ts makes for
// PGlite alone: otherwise, and to anyone else, these answer 404. The gateway never forwards
// /internal.
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { CatalogImportError, inPieces, linesOf } from '../../../catalog/import';
import { CatalogLineError } from '../../../catalog/product-line';
import {
  ImportTooLargeError,
  RUNNING_IMPORT_LIMITS,
  removeLeftSpools,
  spoolFileIn,
  spoolImport,
  tooLargeMessage,
} from '../../../catalog/running-api';
import { HttpError } from '../../../http/errors';
import { allowedToRead } from '../release-health';

export async function catalogRoutes(app: FastifyInstance): Promise<void> {
  const token = app.config.catalogImportToken;
  const { catalogFile } = app.repos;
  if (token) {
    // What an API killed during an import left in the temporary folder goes as the next one starts.
    const removed = await removeLeftSpools(tmpdir()).catch((error: unknown) => {
      app.log.warn(error, "cannot remove imports' spool files left by an API that no longer runs");
      return 0;
    });
    if (removed > 0) app.log.info(`removed ${removed} import spool files left by an API that no longer runs`);
  }
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
    if (Number(request.headers['content-length']) > RUNNING_IMPORT_LIMITS.maxBytes) {
      throw new HttpError(413, tooLargeMessage('bytes'));
    }
    const file = spoolFileIn(tmpdir());
    try {
      // The import reads the file once it is whole, so its transaction (which on PGlite every
      // other call at the database waits for) never waits on the network.
      await spoolImport(request.raw, file, RUNNING_IMPORT_LIMITS);
      return await catalogFile.import(linesOf(createReadStream(file)));
    } catch (error) {
      if (error instanceof ImportTooLargeError) throw new HttpError(413, error.message);
      // What the command prints for a local import: the line and what is wrong with it.
      if (error instanceof CatalogLineError || error instanceof CatalogImportError) {
        throw new HttpError(400, error.message);
      }
      throw error;
    } finally {
      await rm(file, { force: true });
    }
  });

  app.get('/export', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('application/x-ndjson; charset=utf-8').send(Readable.from(inPieces(catalogFile.export()))),
  );
}
