// One client address's connections to a gateway shoppers reach directly (connections-at-once.ts):
// past its share a new connection is closed unanswered, while another address and a trusted
// proxy are served; a connection given back lets the next in.
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildGateway } from './server.js';
import { connection, servedAgain, statusLine } from './testing/raw-connection.js';

const root = await mkdtemp(join(tmpdir(), 'gateway-connections-'));
process.env.RELEASES_DIR = join(root, 'releases');

describe("one client address's connections at once", () => {
  let app: FastifyInstance;
  let port = 0;
  before(async () => {
    app = await buildGateway({ connectionsPerClient: 3, trustedProxies: ['127.0.0.3'] });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  after(async () => {
    await app.close();
    await rm(root, { recursive: true, force: true });
  });

  it('closes the one past its share unanswered; others are served; one given back lets the next in', async () => {
    const held: Socket[] = [];
    try {
      // Idle connections, as a client that opens them and sends nothing.
      for (let i = 0; i < 3; i++) held.push(await connection(port, '127.0.0.1'));
      assert.equal(await statusLine(port, '/healthz', '127.0.0.1'), null, 'the fourth is closed unanswered');
      assert.equal(
        await statusLine(port, '/healthz', '127.0.0.2'),
        'HTTP/1.1 200 OK',
        'another address is served',
      );
      // A trusted proxy (a balancer) carries many shoppers: its connections are not counted.
      for (let i = 0; i < 4; i++) held.push(await connection(port, '127.0.0.3'));
      assert.equal(await statusLine(port, '/healthz', '127.0.0.3'), 'HTTP/1.1 200 OK');
      held.shift()!.destroy();
      assert.equal(await servedAgain(port, '/healthz', '127.0.0.1'), 'HTTP/1.1 200 OK', 'one given back');
    } finally {
      for (const socket of held) socket.destroy();
    }
  });
});
