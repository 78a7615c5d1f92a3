// /api answers compressed as the client accepts (brotli, then gzip), docs/api.md#client. Only
// answers of 1 KB or more (a smaller one saves a few hundred bytes at most), and never for long
// on the event loop: an answer up to 8 KB is compressed in one call (brotli at quality 4: about a
// tenth of a millisecond), a larger one is streamed through zlib on libuv's thread pool, so a
// large page or list never holds up the other requests of the process.
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go as they are. */
export const COMPRESS_THRESHOLD_BYTES = 1_024;
/** Answers up to this are compressed in one synchronous call; larger ones are streamed. */
export const COMPRESS_SYNC_MAX_BYTES = 8_192;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD_BYTES,
    syncThreshold: COMPRESS_SYNC_MAX_BYTES,
    // Request bodies are small JSON: the API does not take compressed ones.
    inflateIfDeflated: false,
  });
}
