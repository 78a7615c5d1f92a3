// The deterministic styled-components ids (styled-ids.cjs): every definition gets one from
// styled-components' own plugin, the browser's loader and the server's esbuild plugin give the same
// ones, and they depend on the file's source only (not on which package builds it or in what order).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { styledIds, styledIdsEsbuildPlugin } = require('./styled-ids.cjs');
const loader = require('./styled-ids-loader.cjs');
const { build } = require('esbuild');

const SOURCE = [
  "import styled, { css, keyframes, createGlobalStyle } from 'styled-components';",
  'const spin = keyframes`from { opacity: 0; }`;',
  'const mixin = css`color: red;`;',
  'export const Global = createGlobalStyle`body { margin: 0; }`;',
  '// const Commented = styled.p`x`;',
  'export const Box = styled.div`',
  '  display: flex;',
  '  ${mixin}',
  '  animation: ${spin} 1s;',
  '`;',
  'export const A = styled.button<{ $items: Array<Record<string, number>>; $on: (v: boolean) => void }>`',
  '  width: ${({ $items }) => $items.length}px;',
  '`;',
  "export const Linked = styled.a.attrs<{ $x: number }>(() => ({ rel: 'noopener' }))`color: blue;`;",
  'export const Wide = styled(Box)`width: 100%;`;',
  'export const Tag = () => <Box as="section" />;',
].join('\n');

const ids = (code) => [...code.matchAll(/componentId: *"([^"]+)"/g)].map((m) => m[1]);

test('each styled.tag, generic, .attrs and styled(Component) definition gets its own id', () => {
  const out = styledIds(SOURCE, '/repo/mf-catalog/src/a.tsx');
  const found = ids(out);
  assert.equal(found.length, 4);
  assert.equal(new Set(found).size, 4);
  for (const id of found) assert.match(id, /^sc-[0-9a-z]+-\d+$/);
  // css, keyframes, createGlobalStyle and the comment name no component; JSX is kept for esbuild.
  assert.equal((out.match(/withConfig/g) ?? []).length, 4);
  assert.ok(out.includes('<Box as="section"/>') || out.includes('<Box as="section" />'));
  assert.ok(!out.includes('$items: Array'), 'types are stripped');
});

test('the ids depend on the source only: any package or folder compiling the file gives the same', () => {
  const a = ids(styledIds(SOURCE, '/repo/mf-catalog/src/a.tsx'));
  const b = ids(styledIds(SOURCE, '/elsewhere/gateway/node_modules/../x/b.tsx'));
  assert.deepEqual(a, b);
  assert.notDeepEqual(ids(styledIds(`${SOURCE}\n// changed`, '/repo/mf-catalog/src/a.tsx')), a);
});

test('a file without the styled-components default import is returned as it is', () => {
  const source =
    "import { css } from 'styled-components';\nexport const x = css`color: red;`;\nconst y: number = 1;";
  assert.equal(styledIds(source, '/repo/a.ts'), source);
});

test("webpack's loader and the server build's esbuild plugin give the same ids", async () => {
  const dir = mkdtempSync(join(tmpdir(), 'styled-ids-'));
  const file = join(dir, 'a.tsx');
  writeFileSync(file, SOURCE);
  const fromLoader = ids(loader.call({ resourcePath: file }, SOURCE));
  const bundled = await build({
    entryPoints: [file],
    bundle: true,
    write: false,
    format: 'esm',
    jsx: 'preserve',
    external: ['styled-components'],
    plugins: [styledIdsEsbuildPlugin()],
  });
  assert.deepEqual(ids(bundled.outputFiles[0].text), fromLoader);
  assert.equal(fromLoader.length, 4);
});
