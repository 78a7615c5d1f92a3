// The layout rules (tooling/eslint-plugin-storefront.mjs) must fire: lint deliberately broken
// files in tooling/fixtures (ignored by the normal lint run) and expect each rule's error, so a
// change to eslint.config.mjs cannot silently switch one off.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { ESLint } = createRequire(join(root, 'package.json'))('eslint');
const eslint = new ESLint({ cwd: root, ignore: false });

async function ruleMessages(relativePath, ruleId) {
  const [result] = await eslint.lintFiles([join(root, relativePath)]);
  return result.messages.filter((m) => m.ruleId === ruleId).map((m) => m.message);
}

test('a feature importing another feature fails lint', async () => {
  const errors = await ruleMessages(
    'tooling/fixtures/src/features/alpha/uses-beta.ts',
    'storefront/feature-boundary',
  );
  assert.equal(errors.length, 1);
  assert.match(errors[0], /Feature 'alpha' must not import feature 'beta'/);
});

test('a feature importing the package lib passes the boundary rule', async () => {
  const errors = await ruleMessages(
    'tooling/fixtures/src/features/alpha/uses-lib.ts',
    'storefront/feature-boundary',
  );
  assert.deepEqual(errors, []);
});

test('a file name that is not kebab-case fails lint', async () => {
  const errors = await ruleMessages('tooling/fixtures/src/lib/BadName.ts', 'storefront/kebab-case');
  assert.equal(errors.length, 1);
  assert.match(errors[0], /BadName\.ts' is not kebab-case/);
});

test('an import cycle fails lint, named file by file', async () => {
  const errors = await ruleMessages('tooling/fixtures/src/lib/cycle-a.ts', 'storefront/no-cycle');
  assert.equal(errors.length, 1);
  assert.match(errors[0], /Import cycle: cycle-a\.ts -> cycle-b\.ts -> cycle-a\.ts/);
});

test('an import cycle written with .js suffixes (TypeScript ESM) fails lint', async () => {
  const errors = await ruleMessages('tooling/fixtures/src/lib/js-cycle-a.ts', 'storefront/no-cycle');
  assert.equal(errors.length, 1);
  assert.match(errors[0], /Import cycle: js-cycle-a\.ts -> js-cycle-b\.ts -> js-cycle-a\.ts/);
});
