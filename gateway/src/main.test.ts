// The gateway as a process: SIGTERM drains it (README, "Past one machine").
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type RequestListener } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const GATEWAY_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');

const accepting = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = connect(port, '127.0.0.1');
    probe.once('connect', () => {
      probe.destroy();
      resolve(true);
    });
    probe.once('error', () => resolve(false));
  });

/**
 * Runs `body` against a gateway process (src/main.ts) in front of a stub API answering with
 * `handler`, then stops both and removes the gateway's folders.
 */
async function withGateway(
  handler: RequestListener,
  body: (gateway: ChildProcess, port: number) => Promise<void>,
): Promise<void> {
  const root = await mkdtemp(join(tmpdir(), 'gateway-main-'));
  const api = createServer(handler);
  api.listen(0, '127.0.0.1');
  await once(api, 'listening');
  const gateway = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: GATEWAY_DIR,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      API_URL: `http://127.0.0.1:${(api.address() as AddressInfo).port}`,
      RELEASES_DIR: join(root, 'releases'),
      GATEWAY_AUTO_ABORT_INTERVAL_MS: '0',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    let out = '';
    gateway.stdout!.on('data', (d) => (out += d));
    while (!/localhost:(\d+)/.test(out)) await once(gateway.stdout!, 'data');
    await body(gateway, Number(/localhost:(\d+)/.exec(out)![1]));
  } finally {
    gateway.kill('SIGKILL');
    api.close();
    await rm(root, { recursive: true, force: true });
  }
}

test(
  'SIGTERM: stops accepting, answers what is in flight and what kept connections bring (Connection: close), exits 0',
  { timeout: 30_000 },
  () =>
    // An API whose answer takes a moment: the gateway has it in flight when the signal comes.
    withGateway(
      (request, response) => {
        const slow = request.url === '/api/slow';
        setTimeout(
          () => response.setHeader('content-type', 'application/json').end(`{"slow":${slow}}`),
          slow ? 700 : 0,
        );
      },
      async (gateway, port) => {
        // A kept-alive connection, idle when the signal comes (as a balancer's pool holds them).
        const kept = connect(port, '127.0.0.1');
        await once(kept, 'connect');
        let keptAnswer = '';
        kept.on('data', (d) => (keptAnswer += d));
        kept.write('GET /api/fast HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
        while (!keptAnswer.includes('{"slow":false}')) await once(kept, 'data');
        keptAnswer = '';

        const socket = connect(port, '127.0.0.1');
        await once(socket, 'connect');
        let answer = '';
        socket.on('data', (d) => (answer += d));
        socket.write('GET /api/slow HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
        await new Promise((r) => setTimeout(r, 300)); // in the API's hands (it answers after 700 ms)
        const exited = once(gateway, 'exit');
        gateway.kill('SIGTERM');
        const deadline = Date.now() + 5_000;
        while ((await accepting(port)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
        assert.equal(await accepting(port), false, 'no new connection once stopping');
        kept.write('GET /api/fast HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
        await Promise.all([once(socket, 'close'), once(kept, 'close')]);
        assert.match(keptAnswer, /^HTTP\/1\.1 200 /, 'the kept connection was not cut under it');
        assert.match(keptAnswer, /\r\nconnection: close\r\n/i);
        assert.match(answer, /^HTTP\/1\.1 200 /, answer);
        assert.match(answer, /\r\nconnection: close\r\n/i);
        assert.match(answer, /\{"slow":true\}$/);
        assert.deepEqual(await exited, [0, null]);
      },
    ),
);

test(
  'SIGTERM: an answer whose headers went out before the signal and that ends after the grace still lets the process exit 0 at once',
  { timeout: 30_000 },
  () =>
    // The API sends its headers at once and ends its body 3 s later (past the 2 s grace).
    withGateway(
      (_request, response) => {
        response.writeHead(200, { 'content-type': 'text/plain' }).write('part one, ');
        setTimeout(() => response.end('part two'), 3_000);
      },
      async (gateway, port) => {
        // A keep-alive client that never closes its end.
        const socket = connect(port, '127.0.0.1');
        await once(socket, 'connect');
        let answer = '';
        socket.on('data', (d) => (answer += d));
        socket.write('GET /api/streamed HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
        while (!answer.includes('part one')) await once(socket, 'data');
        assert.match(answer, /\r\nconnection: keep-alive\r\n/i, 'the headers went out before the signal');
        const exited = once(gateway, 'exit');
        const signalled = Date.now();
        gateway.kill('SIGTERM');
        assert.deepEqual(await exited, [0, null]);
        const took = Date.now() - signalled;
        console.log(`exited ${took} ms after SIGTERM`);
        assert.ok(took < 6_000, `exited ${took} ms after SIGTERM`);
        assert.match(answer, /part two/);
        socket.destroy();
      },
    ),
);
