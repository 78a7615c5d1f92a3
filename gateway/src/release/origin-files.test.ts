// A release fetched from the origin (origin-files.ts) by a gateway without a copy: a fetch an
// origin error cut short is taken up again by the next one and ends whole (release.json is
// written only then), and a body without Content-Length is given up as soon as it passes the
// bound instead of being read whole first.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, normalize } from 'node:path';
import { after, before, beforeEach, describe, it } from 'node:test';
import { fakeBuild, fakeReleaseInfo } from '../testing/fake-build.js';
import { checkRelease } from './checks.js';
import { fetchFromOrigin, fetchRelease, forgetOriginFailures } from './origin-files.js';
import { copyRelease } from './release-folder.js';

const root = await mkdtemp(join(tmpdir(), 'gateway-origin-files-'));
const published = join(root, 'origin');
const gatewayFolder = join(root, 'gateway');

/** What the origin answers for a path: its published file unless a test says otherwise. */
let answer: (path: string, response: ServerResponse) => boolean = () => false;
const asked: string[] = [];
const server = createServer((request: IncomingMessage, response: ServerResponse) => {
  const path = decodeURIComponent(request.url!.split('?')[0]);
  asked.push(path);
  if (answer(path, response)) return;
  const file = normalize(join(published, path));
  if (!file.startsWith(`${published}/`)) return response.writeHead(404).end();
  readFile(file).then(
    (body) => response.end(body),
    () => response.writeHead(404).end(),
  );
});
let origin = '';

before(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
beforeEach(async () => {
  await rm(gatewayFolder, { recursive: true, force: true });
  forgetOriginFailures();
  answer = () => false;
  asked.length = 0;
});
after(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await rm(root, { recursive: true, force: true });
});

/** Publishes an mf-cart release into the origin's folder; its version and release.json. */
async function publishToOrigin(): Promise<{ version: string; info: unknown }> {
  process.env.RELEASES_DIR = published;
  const files = ['remoteEntry.js', 'chunk-one.js', 'chunk-two.js'];
  const dist = await fakeBuild(root, 'mf-cart', {
    'remoteEntry.js': `var mf_cart;({"./CartPage":()=>1});`,
    'chunk-one.js': `console.log("one ${'x'.repeat(2_000)}");`,
    'chunk-two.js': `console.log("two ${'y'.repeat(2_000)}");`,
    'release.json': fakeReleaseInfo('mf-cart', { exposes: ['CartPage'], files }),
  });
  const { version } = await copyRelease('mf-cart', dist);
  const info: unknown = JSON.parse(
    await readFile(join(published, 'mf-cart', version, 'release.json'), 'utf8'),
  );
  return { version, info };
}

/** The checks on the gateway's folder (checks.ts reads RELEASES_DIR). */
async function checksOnGateway(version: string): Promise<string[]> {
  process.env.RELEASES_DIR = gatewayFolder;
  return checkRelease('mf-cart', version, { versions: { 'mf-cart': version } });
}

describe('a release fetched from the origin', () => {
  it('an origin error for one file leaves no release.json, and the next fetch takes only what is missing and ends whole', async () => {
    const { version, info } = await publishToOrigin();
    const flaky = `/mf-cart/${version}/chunk-two.js`;
    let failures = 0;
    answer = (path, response) => {
      if (path !== flaky || failures > 0) return false;
      failures++;
      response.writeHead(503).end();
      return true;
    };
    const logs: string[] = [];
    const first = await fetchRelease('mf-cart', version, info, {
      root: gatewayFolder,
      origin,
      log: (m) => logs.push(m),
    });
    assert.equal(first, false);
    assert.equal(failures, 1);
    assert.match(logs.join('\n'), /chunk-two\.js: .* answered 503/);
    assert.equal(existsSync(join(gatewayFolder, 'mf-cart', version, 'release.json')), false);
    assert.match((await checksOnGateway(version)).join('; '), /release\.json is missing/);

    // The origin has recovered and the 10 s pause after a failure is over.
    forgetOriginFailures();
    asked.length = 0;
    const second = await fetchRelease('mf-cart', version, info, { root: gatewayFolder, origin });
    assert.equal(second, true);
    assert.deepEqual(
      asked.filter((path) => !/\.(br|gz)$/.test(path)),
      [flaky],
      'only the file that did not come is asked for again',
    );
    for (const file of ['remoteEntry.js', 'chunk-one.js', 'chunk-two.js', 'release.json']) {
      assert.ok(existsSync(join(gatewayFolder, 'mf-cart', version, file)), `${file} is in the folder`);
    }
    assert.deepEqual(await checksOnGateway(version), []);
  });

  it('a chunked body past the bound is refused as it passes it, not read whole first', async () => {
    const chunk = Buffer.alloc(64 * 1024, 'a');
    const limit = 64 * 1024 * 1024;
    let sent = 0;
    let finished = false;
    answer = (path, response) => {
      if (path !== '/mf-cart/1.0.0-huge/big.js') return false;
      // No Content-Length: chunked, written only as fast as the gateway reads.
      response.writeHead(200, { 'content-type': 'text/javascript' });
      const pump = () => {
        while (sent < limit) {
          sent += chunk.length;
          if (!response.write(chunk)) return void response.once('drain', pump);
        }
        finished = true;
        response.end();
      };
      response.on('close', () => response.removeAllListeners('drain'));
      pump();
      return true;
    };
    await assert.rejects(
      fetchFromOrigin(origin, 'mf-cart', '1.0.0-huge', 'big.js'),
      /big\.js is larger than 33554432 bytes/,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    assert.equal(finished, false, 'the origin was not read to the end');
    assert.ok(sent < 40 * 1024 * 1024, `the origin sent ${sent} bytes, close to the 32 MB bound, not 64 MB`);
  });
});
