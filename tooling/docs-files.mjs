// What the docs checks read (docs.test.mjs, docs-rules.test.mjs): the repository's files as they
// are on disk, its pages (the root README, every package README, every docs page) and its text
// files (pages and source), without installs, build output or local state.
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

// Build output, installs and local state: what the docs name there is made by a build or a run.
export const SKIPPED = new Set([
  'node_modules',
  'dist',
  'releases',
  'coverage',
  'test-results',
  'playwright-report',
  'bench-results',
]);

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
/** Every file and folder, as `/path/from/root`. */
export const repoPaths = walk(root).map((path) => `/${path}`);

export const pages = [
  'README.md',
  ...readdirSync(root)
    .filter((name) => existsSync(join(root, name, 'README.md')) && !SKIPPED.has(name))
    .map((name) => `${name}/README.md`),
  ...readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

const TEXT = /\.(md|ts|tsx|mts|mjs|cjs|js|sql|html|css|sh|yml|yaml)$/;
// The checks' own examples (a broken link, an issue number) are not the repository's text.
const CHECKS = new Set(['tooling/docs.test.mjs', 'tooling/docs-rules.test.mjs']);
/** Every page and source file, from the root. */
export const sources = repoPaths
  .map((path) => path.slice(1))
  .filter((path) => TEXT.test(path) && !CHECKS.has(path));

export const lineOf = (text, index) => text.slice(0, index).split('\n').length;
