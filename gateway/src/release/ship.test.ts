import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, beforeEach, describe, it, mock } from 'node:test';
import { fakeBuild } from '../testing/fake-build.js';
import { forgetLastGoodManifest } from './active-releases.js';
import { history, publish } from './operations.js';
import { readCurrentManifest } from './manifest-change.js';
import { readSnapshot } from './store.js';
import { ship, type StepRunner } from './ship.js';
import { resetReleaseStates, startReleaseStore } from '../testing/release-store.js';

const root = await mkdtemp(join(tmpdir(), 'gateway-ship-'));
process.env.RELEASES_DIR = join(root, 'releases');
await startReleaseStore();
let cartDist = '';

/** A runner that records the commands (the test has written the "built" dist itself). */
function recorder(fail?: 'build' | 'test') {
  const commands: string[][] = [];
  const run: StepRunner = (args) => {
    commands.push(args);
    return args.at(-1) === fail ? 1 : 0;
  };
  return { commands, run };
}

beforeEach(async () => {
  await resetReleaseStates();
  await rm(join(root, 'releases'), { recursive: true, force: true });
  forgetLastGoodManifest();
});
// ship prints its steps for a person at a terminal. Under `node --test` a test file's stdout is
// also the runner's message channel, and these lines once broke it ("Unable to deserialize cloned
// data"), cancelling every later file of the suite: keep them off stdout here.
mock.method(console, 'log', () => undefined);
after(async () => {
  await rm(root, { recursive: true, force: true });
});

/** What the (recorded, not run) build step leaves behind. */
async function withFakeCartDist(files: Record<string, string>) {
  cartDist = await fakeBuild(root, 'mf-cart', files);
}

describe('release ship', () => {
  it('builds and tests only that frontend, then publishes, checks and activates it', async () => {
    await publish('mf-cart', { distDir: await fakeBuild(root, 'mf-cart', { 'a.js': 'old' }) });
    await withFakeCartDist({ 'a.js': 'new' });
    const { commands, run } = recorder();
    await ship('mf-cart', { reason: 'drawer fix', distDir: cartDist }, run);
    assert.deepEqual(commands, [
      ['--filter', './mf-cart', 'run', 'build'],
      ['--filter', './mf-cart', 'run', 'test'],
    ]);
    const last = (await history('mf-cart')).at(-1);
    assert.equal(last?.action, 'activate');
    assert.equal(last?.reason, 'drawer fix');
    assert.equal((await readCurrentManifest()).frontends['mf-cart']?.active, last?.to);
  });

  it('starts a canary instead with --canary', async () => {
    const first = await publish('mf-cart', { distDir: await fakeBuild(root, 'mf-cart', { 'a.js': 'old' }) });
    await withFakeCartDist({ 'a.js': 'canary' });
    await ship('mf-cart', { canary: 20, distDir: cartDist }, recorder().run);
    const entry = (await readCurrentManifest()).frontends['mf-cart'];
    assert.equal(entry?.active, first.version);
    assert.equal(entry?.canary?.percent, 20);
  });

  for (const step of ['build', 'test'] as const) {
    it(`publishes nothing when the ${step} fails`, async () => {
      await withFakeCartDist({ 'a.js': `failing ${step}` });
      const { run } = recorder(step);
      const before = await readSnapshot();
      await assert.rejects(
        ship('mf-cart', {}, run),
        new RegExp(`${step} mf-cart failed .*nothing was published`),
      );
      assert.equal((await readSnapshot()).version, before.version, 'the manifest did not change');
    });
  }
});
