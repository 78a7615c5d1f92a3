// The release origin as a static host: the published release folder served read-only over HTTP,
// what RELEASES_URL names for the gateways that have no copy of it (docs/architecture.md, Releases;
// in production any static host or object store). `npm run cluster` runs one for its gateways past
// the first; tests count what it is asked.
import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, normalize, resolve } from 'node:path';

export interface ReleaseOrigin {
  /** RELEASES_URL: `<url>/<name>/<version>/<file>` is that file of the folder. */
  url: string;
  close(): Promise<void>;
}

/** Serves `folder` on loopback; `onRequest` hears each path asked (decoded, no query). */
export async function serveReleaseOrigin(
  folder: string,
  onRequest: (path: string) => void = () => undefined,
): Promise<ReleaseOrigin> {
  const root = resolve(folder);
  const server = createServer((request, response) => {
    let path: string;
    try {
      path = decodeURIComponent(request.url!.split('?')[0]);
    } catch {
      return response.writeHead(400).end();
    }
    onRequest(path);
    const file = normalize(join(root, path));
    if (request.method !== 'GET' || !file.startsWith(`${root}/`)) return response.writeHead(404).end();
    readFile(file).then(
      (body) => response.end(body),
      () => response.writeHead(404).end(),
    );
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
