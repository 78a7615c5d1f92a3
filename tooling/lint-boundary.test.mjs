// The slice boundary is enforced by ESLint: prove the rule fires, so a refactor of
// eslint.config.mjs cannot silently turn it off.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { ESLint } = createRequire(join(root, 'package.json'))('eslint');
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

test('a slice importing another slice by relative path fails lint', async () => {
  const errors = await boundaryErrors(
    'mf-cart/src/features/x/bad.ts',
    "import { thing } from '../../../../mf-catalog/src/features/card/thing';\nexport { thing };\n",
  );
  assert.equal(errors.length, 1);
  assert.match(errors[0], /mf-cart must not import mf-catalog's source/);
});

test('a slice importing another slice by package name fails lint', async () => {
  const errors = await boundaryErrors('mf-search/src/a.ts', "export * from '@storefront/mf-account';\n");
  assert.equal(errors.length, 1);
});

test('the shell importing a slice fails lint too', async () => {
  const errors = await boundaryErrors(
    'shell/src/a.ts',
    "export * from '../../mf-cart/src/exposes/mini-cart';\n",
  );
  assert.equal(errors.length, 1);
});

test('@storefront/shared is allowed everywhere', async () => {
  const errors = await boundaryErrors('mf-cart/src/a.ts', "export { events } from '@storefront/shared';\n");
  assert.deepEqual(errors, []);
});
