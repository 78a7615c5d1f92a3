// The READMEs and docs/ pages are read as the truth about the code, so what they name is checked
// against the code: every file or folder written in backticks exists, every link to a page and a
// heading (in the docs and in source comments) lands on one, every expose of a slice is listed in
// its README and the root README, and every expose written as `./Name` is one.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const frontends = JSON.parse(readFileSync(join(root, 'shared/src/contracts/frontends.json'), 'utf8'));

// Build output, installs and local state: what the docs name there is made by a build or a run.
const SKIPPED = new Set([
  'node_modules',
  'dist',
  '.git',
  '.data',
  '.cache',
  '.releases',
  'releases',
  'coverage',
  'test-results',
  'playwright-report',
  'bench-results',
]);
// Files a build or a run writes: a build's folder and what it holds (tooling/README.md#server-build),
// the release folders and the bench's figures.
const BUILT =
  /(^|\/)(dist|releases|\.releases|bench-results)(\/|$)|^server$|(^|\/)(release\.json|render\.cjs|remoteEntry\.js|main\.js)$/;
// `react/` and the like are a shared module's subpaths (shared-modules.json), not folders.
const MODULES = new Set(
  Object.keys(JSON.parse(readFileSync(join(root, 'shared/src/contracts/shared-modules.json'), 'utf8'))),
);

function walk(dir, found = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    // Dot folders and files are tooling state or scratch (.git, .data, .releases), not the repository's text.
    if (SKIPPED.has(entry.name) || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    found.push(relative(root, path));
    if (entry.isDirectory()) walk(path, found);
  }
  return found;
}
const repoPaths = walk(root).map((path) => `/${path}`);

const pages = [
  'README.md',
  ...readdirSync(root)
    .filter((name) => existsSync(join(root, name, 'README.md')) && !SKIPPED.has(name))
    .map((name) => `${name}/README.md`),
  ...readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

const lineOf = (text, index) => text.slice(0, index).split('\n').length;

// A path in backticks: a file with an extension the repository uses, or a folder ending in '/'.
// Package names (@scope/x), URLs, globs and placeholders (<feature>) are not files.
const FILE = /\.(ts|tsx|mts|mjs|cjs|js|json|md|sql|sh|html|yml|yaml|css)$/;
function writtenPaths(text) {
  const paths = [];
  for (const match of text.matchAll(/`([^`\n]+)`/g)) {
    const token = match[1].split('#')[0];
    if (/[\s<>*{}?=@:"'$()[\]]/.test(token) || /^(\.|\/|https?:)/.test(token)) continue;
    if (!FILE.test(token) && !token.endsWith('/')) continue;
    paths.push({ path: token.replace(/\/$/, ''), line: lineOf(text, match.index) });
  }
  return paths;
}

// A path is found when a file or folder of the repository ends with it: pages write a file
// relative to its package or feature folder as often as from the root.
const exists = (path) => repoPaths.some((candidate) => candidate.endsWith(`/${path}`));

test('every file and folder a README or docs page names in backticks exists', () => {
  const missing = [];
  for (const page of pages) {
    const text = readFileSync(join(root, page), 'utf8');
    for (const { path, line } of writtenPaths(text)) {
      if (BUILT.test(path) || MODULES.has(path) || exists(path)) continue;
      missing.push(`${page}:${line} \`${path}\``);
    }
  }
  assert.deepEqual(missing, [], 'names a file that does not exist');
});

test('the path check finds a file by its tail and misses one that does not exist', () => {
  assert.ok(exists('tooling/docs.test.mjs'));
  assert.ok(exists('listing/listing-head.ts'));
  assert.ok(!exists('lib/catalog-not-found.tsx'));
  assert.deepEqual(
    writtenPaths('`src/a.ts`, `hooks/`, `@storefront/shared`, `./ListingPage`, `x <y>.ts`, `npm test`'),
    [
      { path: 'src/a.ts', line: 1 },
      { path: 'hooks', line: 1 },
    ],
  );
});

// GitHub's heading ids: lower case, punctuation dropped, spaces to '-'.
const slug = (heading) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/`/g, '')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
const headingsCache = new Map();
function headingsOf(file) {
  if (!headingsCache.has(file)) {
    const text = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '');
    headingsCache.set(file, new Set([...text.matchAll(/^#{1,6}\s+(.+)$/gm)].map((match) => slug(match[1]))));
  }
  return headingsCache.get(file);
}

const SOURCE = /\.(md|ts|tsx|mts|mjs|cjs|js|sql|html|css|sh|yml|yaml)$/;
// This file's own examples are not links.
const sources = repoPaths
  .map((path) => path.slice(1))
  .filter((path) => SOURCE.test(path) && path !== 'tooling/docs.test.mjs');

// `docs/x.md#y`, `x.md#y` beside the page or in docs/, `README.md#y`, and a page's own `(#y)`.
function brokenLinks(file, text) {
  const broken = [];
  for (const match of text.matchAll(/([\w./-]*\.md)?#([a-z0-9][a-z0-9-]*)/g)) {
    const [, page, anchor] = match;
    const before = text[match.index - 1];
    let target;
    if (page) {
      target = [join(dirname(file), page), join(root, page), join(root, 'docs', page)].find((candidate) =>
        existsSync(candidate),
      );
    } else if (before === '(' && file.endsWith('.md')) {
      target = file;
    } else {
      continue;
    }
    if (!target)
      broken.push(`${relative(root, file)}:${lineOf(text, match.index)} ${match[0]} (no such page)`);
    else if (!headingsOf(target).has(anchor))
      broken.push(`${relative(root, file)}:${lineOf(text, match.index)} ${match[0]} (no such heading)`);
  }
  return broken;
}

test('every link to a page and heading, in the docs and in source comments, lands on one', () => {
  const broken = [];
  for (const path of sources) {
    const file = join(root, path);
    broken.push(...brokenLinks(file, readFileSync(file, 'utf8')));
  }
  assert.deepEqual(broken, []);
});

test('the link check knows a heading from one that is not there', () => {
  const file = join(root, 'docs/README.md');
  assert.deepEqual(brokenLinks(file, 'docs/architecture.md#singletons, [a](#store-documentation)'), []);
  assert.equal(brokenLinks(file, 'docs/architecture.md#no-such-part').length, 1);
  assert.equal(brokenLinks(file, 'docs/nowhere.md#singletons').length, 1);
  assert.equal(slug('Server rendering (`renderPage`)'), 'server-rendering-renderpage');
});

// A name from the code in backticks (`createParcel`, `HEAD_BUDGET_MS`, `FragmentHead`): camelCase,
// PascalCase with a second word, or an upper-case constant. Each is a word of some source file, so
// a rename or a removal that leaves a page naming the old one fails here.
const CODE_NAME = /^(?:[a-z]+[A-Z]\w*|[A-Z][a-z0-9]+[A-Z]\w*|[A-Z][A-Z0-9]*_[A-Z0-9_]+)$/;
function namesWritten(text) {
  const names = [];
  for (const match of text.matchAll(/`([A-Za-z_]\w*)(?:\(\))?`/g))
    if (CODE_NAME.test(match[1])) names.push({ name: match[1], line: lineOf(text, match.index) });
  return names;
}
let codeWords;
function wordsOfCode() {
  if (!codeWords) {
    codeWords = new Set();
    for (const path of sources.filter((path) => !path.endsWith('.md'))) {
      for (const word of readFileSync(join(root, path), 'utf8').match(/[A-Za-z_]\w*/g) ?? [])
        codeWords.add(word);
    }
  }
  return codeWords;
}

test('every name from the code a README or docs page writes in backticks is in the code', () => {
  const words = wordsOfCode();
  const missing = [];
  for (const page of pages) {
    const text = readFileSync(join(root, page), 'utf8');
    for (const { name, line } of namesWritten(text))
      if (!words.has(name)) missing.push(`${page}:${line} \`${name}\``);
  }
  assert.deepEqual(missing, [], 'names what the code does not have');
});

test('the name check reads code names, not words or paths', () => {
  assert.deepEqual(
    namesWritten(
      '`createParcel()`, `HEAD_BUDGET_MS`, `FragmentHead`, `Retry`, `npm test`, `a/b.ts`, `x`',
    ).map(({ name }) => name),
    ['createParcel', 'HEAD_BUDGET_MS', 'FragmentHead'],
  );
  assert.ok(wordsOfCode().has('createParcel'));
  assert.ok(!wordsOfCode().has('usePreloadedProduct'));
});

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

// The check itself reads the repository from here: a page moved elsewhere is still read.
test('the pages read are the root README, every package README and every docs page', () => {
  for (const page of ['README.md', 'tooling/README.md', 'mf-account/README.md', 'docs/architecture.md'])
    assert.ok(pages.includes(page), page);
  assert.ok(resolve(root, pages[0]).startsWith(root));
});
