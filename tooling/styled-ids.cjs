// Deterministic styled-components ids (tooling/README.md#styled-components-ids). styled-components v6
// numbers a component it has no id for by creation order. The gateway's one Node process loads the
// slices in another order than a browser does, so those numbers, and the class names hashed from
// them, would differ between the server HTML and the browser's hydration. Every build therefore
// rewrites each `styled.tag` / `styled(Component)` definition to
// `styled.tag.withConfig({ componentId: "sc-…" })`, the id a hash of the package, the file's path in
// it and the definition's place in the file: the same in the browser build (webpack,
// styled-ids-loader.cjs) and the server build (server-build.mjs), whatever loads first.
const { createHash } = require('node:crypto');
const { existsSync, readFileSync, realpathSync } = require('node:fs');
const path = require('node:path');

/** The default import of styled-components (`import styled, { css } from ...`), or null. */
function styledImportName(source) {
  const match = /import\s+([A-Za-z_$][\w$]*)\s*(?:,\s*\{[^}]*\})?\s*from\s*['"]styled-components['"]/.exec(
    source,
  );
  return match ? match[1] : null;
}

/**
 * The source with its comments blanked (same length), so a definition quoted in a comment is not
 * rewritten. Strings and template literals are followed only to tell `//` in them from a comment; a
 * quote or regular expression it misreads costs at most the rest of its line, never a rewrite of code.
 */
function blankComments(source) {
  const out = source.split('');
  const templates = []; // brace depth of each `${` the scanner is inside
  let depth = 0;
  let i = 0;
  const blank = (from, to) => {
    for (let k = from; k < to; k += 1) if (out[k] !== '\n') out[k] = ' ';
  };
  const skipTemplateText = () => {
    // i is just past a backtick or a `}` closing `${`; stops past the closing backtick or `${`.
    while (i < source.length) {
      const c = source[i];
      if (c === '\\') i += 2;
      else if (c === '`') return void (i += 1);
      else if (c === '$' && source[i + 1] === '{') {
        templates.push(depth);
        depth += 1;
        return void (i += 2);
      } else i += 1;
    }
  };
  while (i < source.length) {
    const c = source[i];
    const next = source[i + 1];
    if (c === '/' && next === '/') {
      const end = source.indexOf('\n', i);
      const stop = end === -1 ? source.length : end;
      blank(i, stop);
      i = stop;
    } else if (c === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      const stop = end === -1 ? source.length : end + 2;
      blank(i, stop);
      i = stop;
    } else if (c === "'" || c === '"') {
      i += 1;
      while (i < source.length && source[i] !== c && source[i] !== '\n') i += source[i] === '\\' ? 2 : 1;
      i += 1;
    } else if (c === '`') {
      i += 1;
      skipTemplateText();
    } else if (c === '{') {
      depth += 1;
      i += 1;
    } else if (c === '}') {
      depth -= 1;
      i += 1;
      if (templates.length > 0 && templates[templates.length - 1] === depth) {
        templates.pop();
        skipTemplateText();
      }
    } else i += 1;
  }
  return out.join('');
}

const OPEN = { '(': ')', '[': ']', '{': '}' };

/**
 * Index just past the bracket matching the one at `start`, or -1. From a `<` (generics) angle
 * brackets nest and an arrow (`() => void`) closes nothing; from a `(` (call arguments) `<` and `>`
 * are comparisons or JSX and count for nothing.
 */
function skipBalanced(text, start) {
  const types = text[start] === '<';
  const stack = [];
  for (let i = start; i < text.length; i += 1) {
    const c = text[i];
    if (c === "'" || c === '"' || c === '`') {
      i += 1;
      while (i < text.length && text[i] !== c) i += text[i] === '\\' ? 2 : 1;
    } else if (types && c === '=' && text[i + 1] === '>') {
      i += 1;
    } else if (OPEN[c] || (types && c === '<')) {
      stack.push(c === '<' ? '>' : OPEN[c]);
    } else if (c === ')' || c === ']' || c === '}' || (types && c === '>')) {
      if (stack.pop() !== c) return -1;
      if (stack.length === 0) return i + 1;
    }
  }
  return -1;
}

const skipSpace = (text, i) => {
  while (i < text.length && /\s/.test(text[i])) i += 1;
  return i;
};

/**
 * Where the chain after `styled.tag` / `styled(X)` (at `from`) ends: past optional generics and
 * `.attrs(...)` calls, at the template literal that defines the component. -1 when no template
 * follows (or the chain already sets its own `withConfig`): that site is left alone.
 */
function templateAfter(text, from) {
  let i = skipSpace(text, from);
  for (;;) {
    if (text[i] === '`') return i;
    if (text[i] === '<') {
      i = skipBalanced(text, i);
    } else if (/^\.\s*attrs\b/.test(text.slice(i, i + 40))) {
      i = skipSpace(text, text.indexOf('attrs', i) + 'attrs'.length);
      if (text[i] === '<') i = skipSpace(text, skipBalanced(text, i));
      if (text[i] !== '(') return -1;
      i = skipBalanced(text, i);
    } else return -1;
    if (i === -1) return -1;
    i = skipSpace(text, i);
  }
}

/** A short id, stable for one definition: `sc-` and 8 base-36 characters. */
function componentId(key) {
  const hex = createHash('sha256').update(key).digest('hex').slice(0, 10);
  return `sc-${BigInt(`0x${hex}`).toString(36).padStart(8, '0')}`;
}

/**
 * Gives every styled-components definition in `source` a componentId.
 * @param {string} source   the file's text as it is on disk (before any other compilation)
 * @param {{ packageName: string, file: string }} where  the package's name, and the file's path
 *   in the package with `/` separators: the id depends on nothing else, not on the build
 * @returns {string} the source with `.withConfig({ componentId: "sc-…" })` after each definition's
 *   `styled.tag` / `styled(X)`; `css`, `keyframes` and `createGlobalStyle` are left alone
 */
function styledIds(source, { packageName, file }) {
  const name = styledImportName(source);
  if (!name) return source;
  const text = blankComments(source);
  const escaped = name.replace(/\$/g, '\\$');
  const site = new RegExp(`(?<![\\w$.])${escaped}\\s*(?:\\.\\s*[A-Za-z_$][\\w$]*|\\()`, 'g');
  const inserts = [];
  for (let match = site.exec(text); match; match = site.exec(text)) {
    let end = match.index + match[0].length;
    if (match[0].endsWith('(')) {
      end = skipBalanced(text, end - 1);
      if (end === -1) continue;
    } else if (/\.\s*(?:attrs|withConfig)$/.test(match[0])) continue;
    if (templateAfter(text, end) === -1) continue;
    inserts.push(end);
    site.lastIndex = end;
  }
  let result = '';
  let last = 0;
  inserts.forEach((at, index) => {
    const id = componentId(`${packageName}/${file}#${index}`);
    result += `${source.slice(last, at)}.withConfig({ componentId: ${JSON.stringify(id)} })`;
    last = at;
  });
  return result + source.slice(last);
}

const packageOf = new Map();

/** The package a file belongs to (its nearest package.json, by real path) and its path in it. */
function styledIdContext(filename) {
  const real = realpathSync(filename);
  let dir = path.dirname(real);
  const visited = [];
  let found = null;
  for (;;) {
    if (packageOf.has(dir)) {
      found = packageOf.get(dir);
      break;
    }
    visited.push(dir);
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      found = { dir, name: JSON.parse(readFileSync(manifest, 'utf8')).name };
      break;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`${filename} is in no package`);
    dir = parent;
  }
  for (const seen of visited) packageOf.set(seen, found);
  return { packageName: found.name, file: path.relative(found.dir, real).split(path.sep).join('/') };
}

/** The same rewrite as an esbuild plugin: every .ts/.tsx outside node_modules. */
function styledIdsEsbuildPlugin() {
  return {
    name: 'styled-ids',
    setup(build) {
      build.onLoad({ filter: /\.tsx?$/ }, (args) => {
        if (/[\\/]node_modules[\\/]/.test(args.path)) return undefined;
        const source = readFileSync(args.path, 'utf8');
        return {
          contents: styledIds(source, styledIdContext(args.path)),
          loader: args.path.endsWith('x') ? 'tsx' : 'ts',
        };
      });
    },
  };
}

module.exports = { styledIds, styledIdContext, styledIdsEsbuildPlugin, componentId };
