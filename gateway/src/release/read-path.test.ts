// The manifest's read path, which every page request takes, loads no code of the CLI's writes
// (store.ts and what uses it: a database process of its own, changes): a request cannot start one,
// and the read path can be read on its own (gateway/README.md).
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { REPO_ROOT } from '../paths.js';

const SRC = join(REPO_ROOT, 'gateway/src');

/** Every gateway source file `file` loads (relative imports that are not type-only), itself too. */
function loaded(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  for (const [statement, path] of text.matchAll(/^(?:import|export)\s[^;]*?from\s+'(\.[^']+)'/gms)) {
    if (/^(?:import|export) type\s/.test(statement)) continue;
    const next = resolve(dirname(file), path).replace(/\.js$/, '.ts');
    if (existsSync(next)) loaded(next, seen);
  }
  return seen;
}

const WRITES = ['release/store.ts', 'release/operations.ts', 'release/manifest-change.ts', 'release/cli.ts'];

describe("the release manifest's read path", () => {
  it('loads none of the write path', () => {
    for (const entry of ['page-route.ts', 'release/active-releases.ts']) {
      const files = [...loaded(join(SRC, entry))].map((file) => relative(SRC, file));
      assert.ok(files.includes('release/manifest-read.ts'), `${entry} reads the manifest`);
      assert.deepEqual(
        files.filter((file) => WRITES.includes(file)),
        [],
        `${entry} loads the write path`,
      );
    }
  });

  it('finds the write path where it is loaded (the test sees imports)', () => {
    const files = [...loaded(join(SRC, 'release/cli.ts'))].map((file) => relative(SRC, file));
    assert.ok(files.includes('release/store.ts'));
  });
});
