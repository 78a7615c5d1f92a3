// Every slice's exposes come from shared/src/contracts/frontends.json (webpack.cjs): each names a
// module that exists, and each expose module says, in createParcel, which expose it is.
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
