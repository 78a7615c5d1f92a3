// The READMEs and docs/ pages are read as the truth about the code, so what they name is checked
// against it: every file or folder written in backticks exists, every name from the code written
// in backticks is in the code, and every link to a page's heading, in a page or a source comment,
// lands on one. docs-rules.test.mjs checks the exposes, routes and commands they list, and that
// comments cite no issue numbers.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { lineOf, pages, repoPaths, root, sources } from './docs-files.mjs';

// Files a build or a run writes: a build's folder and what it holds (tooling/README.md#server-build),
// the release folders and the bench's figures.
const BUILT =
  /(^|\/)(dist|releases|\.releases|bench-results)(\/|$)|^server$|(^|\/)(release\.json|render\.cjs|remoteEntry\.js|main\.js)$/;
// `react/` and the like are a shared module's subpaths (shared-modules.json), not folders.
const MODULES = new Set(
  Object.keys(JSON.parse(readFileSync(join(root, 'shared/src/contracts/shared-modules.json'), 'utf8'))),
);

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

// A Markdown link to a file of the repository, `[deploy/haproxy.cfg](haproxy.cfg)`, is relative to
// its page and must lead to something.
function brokenFileLinks(page, text) {
  return [...text.matchAll(/\]\(([^)#\s:]+)(?:#[^)]*)?\)/g)]
    .filter(([, target]) => !existsSync(join(root, dirname(page), target)))
    .map((match) => `${page}:${lineOf(text, match.index)} ${match[0]}`);
}

test('every Markdown link of a README or docs page to a file leads to one', () => {
  const broken = pages.flatMap((page) => brokenFileLinks(page, readFileSync(join(root, page), 'utf8')));
  assert.deepEqual(broken, []);
  assert.deepEqual(brokenFileLinks('deploy/README.md', '[a](haproxy.cfg) [b](https://x.org/y) [c](#c)'), []);
  assert.equal(brokenFileLinks('deploy/README.md', '[a](nginx.conf)').length, 1);
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

test('the pages read are the root README, every package README and every docs page', () => {
  for (const page of ['README.md', 'tooling/README.md', 'mf-account/README.md', 'docs/architecture.md'])
    assert.ok(pages.includes(page), page);
  assert.ok(sources.includes('shared/src/parcel/create-parcel.tsx'));
  assert.ok(!sources.some((path) => path.includes('node_modules')));
});
