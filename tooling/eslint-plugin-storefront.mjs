// The layout rules of tooling/README.md ("Layout"), enforced so the tree keeps saying what it is:
// - feature-boundary: inside a package, src/features/<a> imports only itself, the package's own
//   src/api and src/lib (and anything outside src/features); never src/features/<b>.
// - kebab-case: file names are kebab-case (suffixes such as .test, .styles, .d are allowed).
// - no-cycle: no chain of relative imports leads back to the file that starts it (`./x.js` is
//   followed to the `./x.ts` it names, as TypeScript resolves it).
// Relative imports only: cross-package imports go through @storefront/shared or a federated
// parcel (the boundary rule in eslint.config.mjs), so they cannot close a cycle inside a package.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, resolve, sep } from 'node:path';

const EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs', '.jsx'];
const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

// TypeScript's ESM style names the emitted file (`./x.js`) while the file on disk is `./x.ts`:
// the source a JavaScript suffix may stand for, tried before a JavaScript file of that name.
const TS_SOURCES = { '.js': ['.ts', '.tsx'], '.jsx': ['.tsx'], '.mjs': ['.mts'], '.cjs': ['.cts'] };

/** The file a relative specifier points at, or null when it is not a source file. */
function resolveRelative(fromFile, specifier) {
  const base = resolve(dirname(fromFile), specifier);
  const suffix = Object.keys(TS_SOURCES).find((ext) => base.endsWith(ext));
  const stem = suffix ? base.slice(0, -suffix.length) : null;
  const candidates = [
    ...(suffix ? TS_SOURCES[suffix].map((ext) => stem + ext) : []),
    base,
    ...EXTENSIONS.map((ext) => base + ext),
    ...EXTENSIONS.map((ext) => `${base}${sep}index${ext}`),
  ];
  for (const candidate of candidates) {
    try {
      if (EXTENSIONS.some((ext) => candidate.endsWith(ext)) && statSync(candidate).isFile()) return candidate;
    } catch {
      // not this one
    }
  }
  return null;
}

/** `<pkg>/src/features/<feature>` of a path, or null. */
function featureOf(file) {
  const match = /[\\/]src[\\/]features[\\/]([^\\/]+)[\\/]/.exec(file);
  return match ? { root: file.slice(0, match.index), feature: match[1] } : null;
}

const IMPORT_RE =
  /(?:^|[\s;])(?:import|export)\s[^'"`]*?from\s*['"]([^'"]+)['"]|(?:^|[\s;(])import\s*\(?\s*['"]([^'"]+)['"]/g;

/** Relative imports of a file as written on disk (type-only imports count: they still couple). */
function relativeImports(file) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  const out = [];
  for (const match of text.matchAll(IMPORT_RE)) {
    const spec = match[1] ?? match[2];
    if (spec && spec.startsWith('.')) {
      const target = resolveRelative(file, spec);
      if (target) out.push(target);
    }
  }
  return out;
}

const featureBoundary = {
  meta: {
    type: 'problem',
    docs: { description: 'A feature imports only itself, src/api, src/lib and other packages' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const own = featureOf(file);
    if (!own) return {};
    const check = (node, specifier) => {
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const target = resolve(dirname(file), specifier);
      const other = featureOf(`${target}${sep}`);
      if (other && other.root === own.root && other.feature !== own.feature) {
        context.report({
          node,
          message: `Feature '${own.feature}' must not import feature '${other.feature}': move what both use to src/lib (or src/api).`,
        });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

const kebabCase = {
  meta: { type: 'suggestion', docs: { description: 'File names are kebab-case' }, schema: [] },
  create(context) {
    return {
      Program(node) {
        const stem = basename(context.filename).split('.')[0];
        if (stem && !KEBAB.test(stem)) {
          context.report({ node, message: `File name '${basename(context.filename)}' is not kebab-case.` });
        }
      },
    };
  },
};

// One lint run reads each file's imports once.
const importCache = new Map();
const importsOf = (file) => {
  if (!importCache.has(file)) importCache.set(file, relativeImports(file));
  return importCache.get(file);
};

/** A path of relative imports from `start` back to `start`, or null. */
function findCycle(start, firstHops) {
  const seen = new Set();
  const stack = firstHops.map((hop) => [hop, [start, hop]]);
  while (stack.length > 0) {
    const [file, path] = stack.pop();
    if (file === start) return path;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const next of importsOf(file)) stack.push([next, [...path, next]]);
  }
  return null;
}

const noCycle = {
  meta: { type: 'problem', docs: { description: 'No import cycles through relative imports' }, schema: [] },
  create(context) {
    const file = context.filename;
    if (!existsSync(file)) return {};
    return {
      'ImportDeclaration, ExportNamedDeclaration, ExportAllDeclaration'(node) {
        const specifier = node.source?.value;
        if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
        const target = resolveRelative(file, specifier);
        if (!target) return;
        const cycle = findCycle(file, [target]);
        if (cycle) {
          const root = dirname(file);
          const names = cycle.map((f) => (f.startsWith(root) ? f.slice(root.length + 1) : basename(f)));
          context.report({ node: node.source, message: `Import cycle: ${names.join(' -> ')}` });
        }
      },
    };
  },
};

export default {
  meta: { name: 'storefront' },
  rules: { 'feature-boundary': featureBoundary, 'kebab-case': kebabCase, 'no-cycle': noCycle },
};
