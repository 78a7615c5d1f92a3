// Every slice's exposes come from shared/src/contracts/frontends.json (webpack.cjs): each names a
// module that exists, and each expose module says, in createParcel, which expose it is. Every
// container gets the script-per-task runtime plugin.
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

// Every container (the shell's and each slice's) adds each chunk's script in a task of its own:
// the runtime plugin is bundled into each, before the frontend's own plugins.
const { createFrontendConfig } = createRequire(import.meta.url)('./webpack.cjs');
for (const name of Object.keys(FRONTENDS)) {
  test(`${name}'s container starts with the script-per-task runtime plugin`, () => {
    const config = createFrontendConfig({ dir: join(root, name), name, host: name === 'shell', devPort: 0 })(
      {},
      { mode: 'production' },
    );
    const federation = config.plugins.find((plugin) => plugin.constructor.name === 'ModuleFederationPlugin');
    assert.ok(federation, 'a federation plugin');
    const [first] = federation._options.runtimePlugins;
    assert.equal(first, join(root, 'shared/src/runtime/script-per-task-plugin.ts'));
  });
}
