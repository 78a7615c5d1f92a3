// A request body read into memory up to a limit (the API's own, config.ts bodyLimit) before
// anything is sent on. A body over the limit is refused by the gateway itself: a declared
// Content-Length at once, a chunked body as soon as its bytes pass the limit. Its remaining bytes
// are read and dropped, so the connection can take the client's next request (README, Security:
// big bodies); past DRAIN_LIMIT the connection is closed instead.
import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';

/** How much of a refused body is read and dropped to keep its connection; beyond it, closed. */
export const DRAIN_LIMIT = 8 * 1024 * 1024;

/** A body over the limit: answered 413 by the gateway, never forwarded. */
export class RefusedBody {
  /** False when the rest of the body is not worth reading: the answer closes the connection. */
  constructor(readonly keepAlive: boolean) {}
}

/** Reads and drops the rest of a refused body, closing the connection past DRAIN_LIMIT. */
function drain(request: IncomingMessage, payload: Readable, alreadyRead: number): void {
  let dropped = alreadyRead;
  payload.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > DRAIN_LIMIT) request.socket.destroy();
  });
  payload.on('error', () => undefined);
  payload.resume();
}

/** The whole body when it is at most `limit` bytes, else a RefusedBody (the rest being dropped). */
export function readBoundedBody(
  request: IncomingMessage,
  payload: Readable,
  limit: number,
): Promise<Buffer | RefusedBody> {
  const declared = Number(request.headers['content-length']);
  if (declared > limit) {
    // Never read into memory; a body too big to be worth dropping closes the connection instead.
    if (declared > DRAIN_LIMIT) return Promise.resolve(new RefusedBody(false));
    drain(request, payload, 0);
    return Promise.resolve(new RefusedBody(true));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      payload.off('data', onData);
      payload.off('end', onEnd);
      payload.off('error', onError);
    };
    function onData(chunk: Buffer) {
      size += chunk.length;
      if (size > limit) {
        stop();
        drain(request, payload, size);
        resolve(new RefusedBody(true));
        return;
      }
      chunks.push(chunk);
    }
    function onEnd() {
      stop();
      resolve(Buffer.concat(chunks, size));
    }
    function onError(error: Error & { statusCode?: number }) {
      stop();
      // The client went away or sent a broken body: its mistake, never the API's.
      error.statusCode = 400;
      reject(error);
    }
    payload.on('data', onData);
    payload.on('end', onEnd);
    payload.on('error', onError);
    payload.resume();
  });
}
