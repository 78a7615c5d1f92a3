// The gateway's feed of the database's manifest (manifest-feed.ts): when the database's version goes
// back (a fresh or restored database while gateways keep running), the API answers the long-poll
// with the lower version and the feed takes it instead of serving the old manifest for ever; an
// answer it cannot use (not JSON, oddly shaped) leaves the last good manifest served.
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, describe, it } from 'node:test';
import { startManifestFeed } from './manifest-feed.js';

const manifestOf = (version: number) => ({ version, frontends: {}, files: {} });

describe('the manifest feed', () => {
  let server: Server;
  after(() => server?.close());

  it('takes a lower version the API answers (the database was reset or restored)', async () => {
    const afters: string[] = [];
    let version = 7;
    server = createServer((request, response) => {
      const after = new URL(request.url!, 'http://x').searchParams.get('after');
      if (after !== null) afters.push(after);
      // As the API does: at once when the version is not `after`, else a short wait and 204.
      if (after !== null && Number(after) === version) {
        setTimeout(() => response.writeHead(204).end(), 50);
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(manifestOf(version)));
    }).listen(0, '127.0.0.1');
    await once(server, 'listening');
    const feed = startManifestFeed({
      apiUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      token: '',
      log: () => undefined,
    });
    try {
      assert.equal((await feed.ready())?.version, 7);
      version = 2; // the database went back
      const deadline = Date.now() + 5_000;
      while (feed.current()?.version !== 2 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      assert.equal(
        feed.current()?.version,
        2,
        `still on ${feed.current()?.version} (asked after ${afters.at(-1)})`,
      );
    } finally {
      feed.stop();
    }
  });

  it('keeps the manifest it has when the API answers one it cannot use, and says so', async () => {
    let answers = 0;
    const bad = [
      '{"version": 8, "frontends": {',
      JSON.stringify({
        version: 8,
        frontends: { shell: { active: '../../etc', published: [], activations: [] } },
      }),
      '[]',
    ];
    const api = createServer((request, response) => {
      const after = new URL(request.url!, 'http://x').searchParams.get('after');
      response.writeHead(200, { 'content-type': 'application/json' });
      if (after === null) return response.end(JSON.stringify(manifestOf(7)));
      response.end(bad[answers++ % bad.length]);
    }).listen(0, '127.0.0.1');
    await once(api, 'listening');
    const logged: string[] = [];
    const feed = startManifestFeed({
      apiUrl: `http://127.0.0.1:${(api.address() as AddressInfo).port}`,
      token: '',
      log: (m) => logged.push(m),
    });
    try {
      assert.equal((await feed.ready())?.version, 7);
      // A feed that stopped asking fails here within 5 s instead of hanging the file.
      const deadline = Date.now() + 5_000;
      while (answers < bad.length && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      assert.equal(answers, bad.length, 'the feed asked again after each unusable answer');
      assert.equal(feed.current()?.version, 7, 'the last good manifest is kept');
      assert.ok(feed.failingSince !== null);
      assert.match(logged.join('\n'), /serving version 7 meanwhile/);
    } finally {
      feed.stop();
      api.close();
    }
  });
});
