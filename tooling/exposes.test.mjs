// Every slice's exposes come from shared/src/contracts/frontends.json (webpack.cjs): each names a
// module that exists, and each expose module says, in createParcel, which expose it is. Every
// container gets the task-per-step runtime plugin; the shell's page, the early-click holder.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { exposesOf, FRONTENDS } = createRequire(import.meta.url)('./webpack.cjs');

for (const slice of Object.keys(FRONTENDS).filter((name) => name !== 'shell')) {
  test(`${slice} exposes every fragment of the contract from its own module`, () => {
    const exposes = exposesOf(slice);
    assert.ok(Object.keys(exposes).length > 0);
    for (const [expose, file] of Object.entries(exposes)) {
      const path = join(root, slice, file);
      assert.ok(existsSync(path), `${slice}${expose.slice(1)}: ${file} is missing`);
      assert.match(
        readFileSync(path, 'utf8'),
        new RegExp(`expose: '${expose.slice(2)}'`),
        `${file} names its expose`,
      );
    }
  });
}

test('the shell exposes nothing', () => {
  assert.deepEqual(exposesOf('shell'), {});
});

// Every container (the shell's and each slice's) starts in steps of a task each, its chunks'
// scripts too: the one runtime plugin is bundled into each, before the frontend's own plugins.
const { createFrontendConfig } = createRequire(import.meta.url)('./webpack.cjs');
for (const name of Object.keys(FRONTENDS)) {
  test(`${name}'s container starts with the task-per-step runtime plugin`, () => {
    const config = createFrontendConfig({ dir: join(root, name), name, host: name === 'shell', devPort: 0 })(
      {},
      { mode: 'production' },
    );
    const federation = config.plugins.find((plugin) => plugin.constructor.name === 'ModuleFederationPlugin');
    assert.ok(federation, 'a federation plugin');
    const [first] = federation._options.runtimePlugins;
    assert.equal(first, join(root, 'shared/src/runtime/task-per-step-plugin.ts'));
  });
}

// The shell's page runs shared/src/parcel/early-clicks.ts inline, before any script is fetched:
// the one holder of clicks made before hydration, written once.
test("the shell's page holds early clicks with @storefront/shared's holder", () => {
  const config = createFrontendConfig({ dir: join(root, 'shell'), name: 'shell', host: true, devPort: 0 })(
    {},
    { mode: 'production' },
  );
  const html = config.plugins.find((plugin) => plugin.constructor.name === 'HtmlWebpackPlugin');
  assert.ok(html, 'an html plugin');
  const template = readFileSync(join(root, 'shell/src/index.html'), 'utf8');
  assert.match(template, /<script>\s*<%= earlyClicks %>/);
  const chunkGroups = new Map();
  const { earlyClicks } = html.userOptions.templateParameters(
    { namedChunkGroups: chunkGroups },
    { publicPath: '/' },
    {},
    {},
  );
  assert.match(earlyClicks, /__STORE_EARLY_CLICKS__/);
  assert.match(earlyClicks, /holdEarlyClicks|addEventListener\("click"/);
  assert.doesNotMatch(earlyClicks, /<\/script/i);
  // It runs as a plain statement: no module syntax left in it.
  assert.doesNotMatch(earlyClicks, /^\s*(import|export)\b/m);
});
