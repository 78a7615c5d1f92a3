// Big bodies through the gateway, in front of the real API.
import assert from 'node:assert/strict';
import { Agent, request } from 'node:http';
import { connect, createServer as createNetServer, type AddressInfo, type Socket } from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { READ_RETRIES } from './api-proxy.js';
import { DRAIN_LIMIT } from './bounded-body.js';
import { buildGateway } from './server.js';
import { startRealApi, type RealApi } from './testing/real-api.js';

const ORIGIN = 'http://localhost:8080';
const BIG = Buffer.alloc(2 * 1024 * 1024, 'a');

interface Answer {
  status: number;
  type: string;
  body: string;
  socket: Socket;
}

/** One call on the agent's connection; `chunked` sends the body in parts with no Content-Length. */
function call(
  port: number,
  agent: Agent,
  method: string,
  path: string,
  body?: Buffer,
  chunked = false,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { 'content-type': 'application/json', origin: ORIGIN };
    if (body && !chunked) headers['content-length'] = body.length;
    const req = request({ host: '127.0.0.1', port, method, path, agent, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode!, type: String(res.headers['content-type']), body: text, socket }),
      );
    });
    let socket!: Socket;
    req.on('socket', (s) => (socket = s));
    req.on('error', reject);
    if (body && chunked) {
      for (let at = 0; at < body.length; at += 64 * 1024) req.write(body.subarray(at, at + 64 * 1024));
      req.end();
    } else req.end(body);
  });
}

describe('request bodies through the gateway', () => {
  let api: RealApi;
  let app: FastifyInstance;
  let port = 0;
  before(async () => {
    api = await startRealApi({ STORE_ORIGINS: ORIGIN, STORE_PUBLIC_URL: ORIGIN });
    app = await buildGateway({ apiUrl: api.url });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  after(async () => {
    await app?.close();
    await api?.stop();
  });

  for (const chunked of [false, true]) {
    it(`answers a 2 MB body 413 JSON every time, ${chunked ? 'chunked' : 'with Content-Length'}, and the connection goes on`, async () => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      try {
        const sockets = new Set<Socket>();
        for (let i = 0; i < 8; i++) {
          const answer = await call(port, agent, 'POST', '/api/users/signup', BIG, chunked);
          sockets.add(answer.socket);
          assert.equal(answer.status, 413, `try ${i + 1}: ${answer.body}`);
          assert.match(answer.type, /^application\/json/);
          assert.deepEqual(Object.keys(JSON.parse(answer.body)), ['message']);
        }
        const next = await call(port, agent, 'GET', '/api/health');
        sockets.add(next.socket);
        assert.equal(next.status, 200, next.body);
        assert.equal(sockets.size, 1, 'every call on the one keep-alive connection');
      } finally {
        agent.destroy();
      }
    });
  }

  it('forwards a body within the limit whole, with Content-Length or chunked', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      for (const chunked of [false, true]) {
        const name = chunked ? 'chunkedshopper' : 'lengthshopper';
        const body = Buffer.from(
          JSON.stringify({ username: name, email: `${name}@example.com`, password: 'Passw0rd!' }),
        );
        const answer = await call(port, agent, 'POST', '/api/users/signup', body, chunked);
        assert.equal(answer.status, 201, answer.body);
        assert.equal(JSON.parse(answer.body).userName, name);
      }
    } finally {
      agent.destroy();
    }
  });
});

describe('a body too big to be worth reading', () => {
  it('is answered 413 at once from its Content-Length, and the connection is closed', async () => {
    const app = await buildGateway({ apiUrl: 'http://127.0.0.1:9' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = app.server.address() as AddressInfo;
      const declared = DRAIN_LIMIT + 1;
      const answer = await new Promise<string>((resolve) => {
        let data = '';
        const socket = connect(port, '127.0.0.1', () =>
          socket.write(
            `POST /api/users/signup HTTP/1.1\r\nHost: shop.test\r\nContent-Type: application/json\r\n` +
              `Content-Length: ${declared}\r\n\r\n{"username":`,
          ),
        );
        socket.on('data', (chunk: Buffer) => (data += chunk.toString()));
        socket.on('close', () => resolve(data));
        socket.on('error', () => resolve(data));
      });
      assert.match(answer, /^HTTP\/1\.1 413 /);
      assert.match(answer, /\r\nconnection: close\r\n/i);
      assert.match(answer, /\{"message":"[^"]+"\}$/);
    } finally {
      await app.close();
    }
  });
});

describe('reads retried when the API connection fails (README, "Past one machine")', () => {
  /** An API whose first `failures` connections are cut as soon as a request arrives, then answers. */
  async function flakyApi(failures: number) {
    let seen = 0;
    const server = createNetServer((socket) => {
      const mine = ++seen;
      socket.once('data', () => {
        if (mine <= failures) return void socket.resetAndDestroy();
        const body = '{"ok":true}';
        socket.end(
          `HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\n` +
            `connection: close\r\n\r\n${body}`,
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen: () => seen };
  }

  it('a GET whose connection was reset is sent again and answered; a POST is not sent twice', async () => {
    const api = await flakyApi(READ_RETRIES);
    const app = await buildGateway({ apiUrl: api.url, autoAbortIntervalMs: 0 });
    try {
      const read = await app.inject({ method: 'GET', url: '/api/products' });
      assert.equal(read.statusCode, 200);
      assert.deepEqual(read.json(), { ok: true });
      assert.equal(api.seen(), READ_RETRIES + 1);

      const again = await flakyApi(1);
      const writer = await buildGateway({ apiUrl: again.url, autoAbortIntervalMs: 0 });
      const write = await writer.inject({
        method: 'POST',
        url: '/api/cart/2',
        headers: { 'content-type': 'application/json', origin: ORIGIN },
        payload: '{"quantity":1,"size":"small"}',
      });
      assert.equal(write.statusCode, 502);
      assert.equal(again.seen(), 1, 'a write that may have been done is never sent again');
      await writer.close();
      again.server.close();
    } finally {
      await app.close();
      api.server.close();
    }
  });

  it('an answer, even a 503 with Retry-After, is never retried: the API is hit once and the 503 reaches the client', async () => {
    let hits = 0;
    // The answers keep their connection open (as an API's would): closing the server alone would
    // leave them, and this test file's process, running.
    const sockets = new Set<Socket>();
    const server = createNetServer((socket) => {
      sockets.add(socket);
      socket.on('data', () => {
        hits++;
        const body = '{"message":"busy"}';
        socket.write(
          `HTTP/1.1 503 Service Unavailable\r\ncontent-type: application/json\r\nretry-after: 5\r\n` +
            `content-length: ${body.length}\r\n\r\n${body}`,
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const app = await buildGateway({
      apiUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      autoAbortIntervalMs: 0,
    });
    try {
      for (let i = 1; i <= 3; i++) {
        const read = await app.inject({ method: 'GET', url: '/api/products' });
        assert.equal(read.statusCode, 503);
        assert.deepEqual(read.json(), { message: 'busy' });
        assert.equal(hits, i, 'one API call per GET');
      }
    } finally {
      await app.close();
      for (const socket of sockets) socket.destroy();
      server.close();
    }
  });

  it('gives up after READ_RETRIES: an API that stays down answers 502', async () => {
    const api = await flakyApi(READ_RETRIES + 1);
    const app = await buildGateway({ apiUrl: api.url, autoAbortIntervalMs: 0 });
    try {
      const read = await app.inject({ method: 'GET', url: '/api/products' });
      assert.equal(read.statusCode, 502);
      assert.equal(api.seen(), READ_RETRIES + 1);
    } finally {
      await app.close();
      api.server.close();
    }
  });
});
