// @storefront/shared/testing is test support: code that ships must never import it (it would
// put the fake API and TypeBox in a browser bundle).
// Plain JavaScript: it reads the file system, and the package's TypeScript has no Node types.
const { readdirSync, readFileSync, statSync } = require('node:fs');
const { join, relative } = require('node:path');

const repo = join(__dirname, '..', '..', '..');
const PACKAGES = ['shell', 'mf-catalog', 'mf-cart', 'mf-account', 'mf-search', 'shared', 'gateway'];

function sources(dir) {
  let entries;
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    if (name === 'node_modules' || name === 'dist') return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx|js|mjs|cjs)$/.test(name) ? [path] : [];
  });
}

const isTestSupport = (path) => /\.test\.[cm]?[jt]sx?$/.test(path) || /[\\/]src[\\/]testing[\\/]/.test(path);

describe('@storefront/shared/testing', () => {
  it('is imported only from tests and src/testing folders', () => {
    const offenders = PACKAGES.flatMap((pkg) => sources(join(repo, pkg, 'src')))
      .filter((path) => !isTestSupport(path))
      .filter((path) => /@storefront\/shared\/testing|\.\.\/testing['/]/.test(readFileSync(path, 'utf8')))
      .map((path) => relative(repo, path));
    expect(offenders).toEqual([]);
  });

  it('is not exported from the main entry', () => {
    const main = readFileSync(join(__dirname, '..', 'index.ts'), 'utf8');
    expect(main).not.toMatch(/testing/);
  });
});
