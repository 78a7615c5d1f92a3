// The deterministic styled-components ids (styled-ids.cjs): every definition gets one, nothing else
// changes, and the id depends only on the package, the file and the definition's place in it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const { styledIds, styledIdContext, componentId } = require('./styled-ids.cjs');
const { transformSync } = require('esbuild');

const where = { packageName: '@storefront/mf-catalog', file: 'src/features/a/a.styles.ts' };
const idAt = (index) => componentId(`${where.packageName}/${where.file}#${index}`);
const config = (index) => `.withConfig({ componentId: "${idAt(index)}" })`;
const rewrite = (source) => styledIds(source, where);

test('an id is sc- and 8 base-36 characters', () => {
  assert.match(idAt(0), /^sc-[0-9a-z]{8}$/);
});

test('styled.tag and styled(Component) get withConfig before the template', () => {
  const source = [
    "import styled from 'styled-components';",
    'export const Box = styled.div`',
    '  display: flex;',
    '`;',
    'export const Wide = styled(Box)`width: 100%;`;',
    "export const Named = styled('section')`color: red;`;",
  ].join('\n');
  const expected = [
    "import styled from 'styled-components';",
    `export const Box = styled.div${config(0)}\``,
    '  display: flex;',
    '`;',
    `export const Wide = styled(Box)${config(1)}\`width: 100%;\`;`,
    `export const Named = styled('section')${config(2)}\`color: red;\`;`,
  ].join('\n');
  assert.equal(rewrite(source), expected);
});

test('generics with nested <>, {}, arrows and newlines', () => {
  const source = [
    "import styled, { css } from 'styled-components';",
    'export const A = styled.button<{',
    '  $items: Array<Record<string, number>>;',
    '  $on: (value: boolean) => void;',
    "  $tone: 'a' | 'b';",
    '}>`',
    '  color: ${({ $tone }) => ($tone === "a" ? "red" : "blue")};',
    '`;',
    'export const B = styled(A)<{ $wide: boolean }>`',
    '  width: ${({ $wide }) => ($wide ? 1 : 0)}px;',
    '`;',
  ].join('\n');
  const out = rewrite(source);
  assert.ok(out.includes(`styled.button${config(0)}<{\n`));
  assert.ok(out.includes(`styled(A)${config(1)}<{ $wide: boolean }>\``));
  assert.equal(out.replace(config(0), '').replace(config(1), ''), source);
  transformSync(out, { loader: 'ts' });
});

test('.attrs (with generics and arrow functions) before the template', () => {
  const source = [
    "import styled from 'styled-components';",
    "export const Card = styled(SectionBox).attrs({ $tone: 'outline' as const })``;",
    'export const Input = styled.input.attrs<{ $n: number }>((p) => ({ size: p.$n < 3 ? 1 : 2 }))<{',
    '  $n: number;',
    '}>`',
    '  margin: 0;',
    '`;',
  ].join('\n');
  const out = rewrite(source);
  assert.ok(out.includes(`styled(SectionBox)${config(0)}.attrs(`));
  assert.ok(out.includes(`styled.input${config(1)}.attrs<`));
  transformSync(out, { loader: 'ts' });
});

test('css, keyframes, createGlobalStyle, comments and non-definitions stay untouched', () => {
  const source = [
    "import styled, { css, keyframes, createGlobalStyle } from 'styled-components';",
    'const look = css`color: red;`;',
    'const spin = keyframes`to { transform: rotate(1turn); }`;',
    'const Global = createGlobalStyle`body { margin: 0; }`;',
    '// styled.div`in a comment`',
    '/* styled(Box)`in a block comment` */',
    "const url = 'http://x.test/'; const tag = styled.div;",
    'export const Box = styled.div`${look}`;',
  ].join('\n');
  const out = rewrite(source);
  assert.equal(out, source.replace('styled.div`${look}', `styled.div${config(0)}\`\${look}`));
});

test('a file without the styled-components default import is returned as it is', () => {
  const source = "import { css } from 'styled-components';\nexport const A = styled.div`x`;\n";
  assert.equal(rewrite(source), source);
  const renamed = "import s from 'styled-components';\nexport const A = s.div`x`;\n";
  assert.equal(rewrite(renamed), renamed.replace('s.div', `s.div${config(0)}`));
});

test('the id depends on package, file and index only', () => {
  const source = "import styled from 'styled-components';\nexport const A = styled.div`x`;\n";
  assert.equal(rewrite(source), rewrite(source));
  const other = styledIds(source, { ...where, file: 'src/features/b/b.styles.ts' });
  assert.notEqual(other, rewrite(source));
});

test('a file is named by its package and its path in it (shared by its real path)', () => {
  assert.deepEqual(styledIdContext(join(here, '..', 'shared/src/ui/button.styles.ts')), {
    packageName: '@storefront/shared',
    file: 'src/ui/button.styles.ts',
  });
  assert.deepEqual(
    styledIdContext(join(here, '..', 'mf-catalog/node_modules/@storefront/shared/src/ui/button.styles.ts')),
    { packageName: '@storefront/shared', file: 'src/ui/button.styles.ts' },
  );
});
