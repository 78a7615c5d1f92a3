// What the READMEs and docs/ pages list must be what the code has: every slice's exposes, every
// page of the route table, every command they give; and comments and pages say why, citing this
// repository's docs, not the issue that asked for a change.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { lineOf, pages, root, sources } from './docs-files.mjs';

const frontends = JSON.parse(readFileSync(join(root, 'shared/src/contracts/frontends.json'), 'utf8'));

const exposesOf = (slice) => Object.keys(frontends[slice]);
const allExposes = new Set(Object.values(frontends).flatMap((exposes) => Object.keys(exposes)));

for (const slice of Object.keys(frontends).filter((name) => name !== 'shell')) {
  test(`${slice}'s README and the root README list each of its exposes`, () => {
    const own = readFileSync(join(root, slice, 'README.md'), 'utf8');
    const rootReadme = readFileSync(join(root, 'README.md'), 'utf8');
    for (const expose of exposesOf(slice)) {
      assert.ok(own.includes(`\`./${expose}\``), `${slice}/README.md lists ./${expose}`);
      assert.ok(rootReadme.includes(`\`./${expose}\``), `README.md lists ${slice}'s ./${expose}`);
    }
  });
}

test('every expose a README or docs page writes as `./Name` or `mf-x/Name` is one', () => {
  const unknown = [];
  for (const page of pages) {
    const text = readFileSync(join(root, page), 'utf8');
    for (const match of text.matchAll(/`(?:\.|(mf-[a-z]+))\/([A-Z]\w*)`/g)) {
      const [, slice, expose] = match;
      const known = slice ? frontends[slice] && expose in frontends[slice] : allExposes.has(expose);
      if (!known) unknown.push(`${page}:${lineOf(text, match.index)} ${match[0]}`);
    }
  }
  assert.deepEqual(unknown, []);
});

// A frontend's README says what its feature folders are: each is written as `features/<name>` or
// `<name>` in backticks.
for (const frontend of Object.keys(frontends)) {
  test(`${frontend}'s README names each of its feature folders`, () => {
    const readme = readFileSync(join(root, frontend, 'README.md'), 'utf8');
    const unnamed = readdirSync(join(root, frontend, 'src/features')).filter(
      (feature) => !readme.includes(`features/${feature}`) && !readme.includes(`\`${feature}\``),
    );
    assert.deepEqual(unnamed, []);
  });
}

// The route table as code (STORE_PAGES) and as docs/routes.md's table: every page's path is a row.
test("every page of the shared route table is a row of docs/routes.md's route table", () => {
  const code = readFileSync(join(root, 'shared/src/navigation/store-routes.ts'), 'utf8');
  const table = readFileSync(join(root, 'docs/routes.md'), 'utf8')
    .split('## Route table')[1]
    .split('\n## ')[0];
  const paths = [...code.matchAll(/\bpath: '(\/[^']*)'/g)].map((match) => match[1]);
  assert.ok(paths.length > 30, `the table's paths were read (${paths.length})`);
  const missing = paths
    .flatMap((path) =>
      path.startsWith('/:gender')
        ? ['men', 'women'].map((gender) => path.replace(':gender', gender))
        : [path],
    )
    .map((path) => path.replace(/:(\w+)/g, '{$1}'))
    .filter((path) => !new RegExp(`\`${path.replace(/[{}?]/g, '\\$&')}[?\`]`).test(table));
  assert.deepEqual(missing, []);
});

// The commands a page tells a reader to run: `npm run X` is a root script, `--filter ./pkg run X`
// (or `pnpm --filter ./pkg X`) that package's, and `npm run release -- X` / `npm run catalog -- X`
// a command of the release CLI (gateway/src/release/cli.ts) or the catalogue's (api/src/catalog/cli.ts).
const scriptsOf = (dir) =>
  existsSync(join(root, dir, 'package.json'))
    ? Object.keys(JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')).scripts)
    : [];
const cliCommands = {
  release: [
    ...readFileSync(join(root, 'gateway/src/release/cli.ts'), 'utf8')
      .split('const COMMANDS')[1]
      .matchAll(/^ {2}(?:async )?(\w+)[(:]/gm),
  ].map((match) => match[1]),
  catalog: [
    ...readFileSync(join(root, 'api/src/catalog/cli.ts'), 'utf8').matchAll(/command === '(\w+)'/g),
  ].map((match) => match[1]),
};
function unknownCommands(text) {
  const unknown = [];
  for (const [command, script] of text.matchAll(/\bnpm run (?:-s )?(\w[\w:-]*)/g))
    if (!scriptsOf('.').includes(script)) unknown.push(command);
  for (const [command, dir, script] of text.matchAll(/--filter \.\/([\w-]+) (?:run )?([\w:-]+)/g))
    if (!scriptsOf(dir).includes(script)) unknown.push(command);
  for (const [command, cli, sub] of text.matchAll(/\bnpm run (?:-s )?(release|catalog) -- (\w+)/g))
    if (!cliCommands[cli].includes(sub)) unknown.push(command);
  return unknown;
}

test('every command a README or docs page gives is a script or CLI command that exists', () => {
  const unknown = pages.flatMap((page) =>
    unknownCommands(readFileSync(join(root, page), 'utf8')).map((command) => `${page}: ${command}`),
  );
  assert.deepEqual(unknown, []);
});

test('the command check knows the scripts and the two CLIs', () => {
  assert.ok(cliCommands.release.includes('publish') && cliCommands.release.includes('ship'));
  for (const command of ['export', 'generate', 'import']) assert.ok(cliCommands.catalog.includes(command));
  assert.deepEqual(
    unknownCommands(
      'npm run bench; npm run release -- rollback x; pnpm --filter ./mf-cart dev; npm run -s catalog -- import -',
    ),
    [],
  );
  assert.deepEqual(
    unknownCommands('npm run deploy; npm run release -- undo x; npx pnpm --filter ./shared run serve'),
    ['npm run deploy', '--filter ./shared run serve', 'npm run release -- undo'],
  );
});

// Comments and pages say why, citing this repository's docs: not the issue or review item that
// asked for a change, nor notes kept outside the repository.
const HISTORY = /\bissues? #?\d+|\(items? \d+[^)]*\)|\b(?:DESIGN|SPEC)\.md\b/i;
function historyCitations(path, text) {
  return text
    .split('\n')
    .flatMap((line, index) =>
      HISTORY.test(line) ? [`${path}:${index + 1} ${line.trim().slice(0, 100)}`] : [],
    );
}

test('no comment or page cites an issue, a review item or a note outside the repository', () => {
  const found = sources.flatMap((path) => historyCitations(path, readFileSync(join(root, path), 'utf8')));
  assert.deepEqual(found, []);
});

test('the history check finds issue and item numbers and outside notes, not other numbers', () => {
  for (const cited of [
    '// (issue 28 item 5)',
    '// Issue 25: a figure',
    "describe('x (item 11)'",
    '// see DESIGN.md',
  ])
    assert.equal(historyCitations('x', cited).length, 1, cited);
  for (const fine of ['// at most 5 items', 'devices.issue(owner)', '// 8 items 5 px apart'])
    assert.equal(historyCitations('x', fine).length, 0, fine);
});
