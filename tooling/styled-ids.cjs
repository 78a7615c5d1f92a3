// Deterministic styled-components ids (tooling/README.md#styled-components-ids). styled-components v6
// numbers a component it has no id for by creation order. The gateway's one Node process loads the
// slices in another order than a browser does, so those numbers, and the class names hashed from
// them, would differ between the server HTML and the browser's hydration. Every build therefore runs
// styled-components' own compiler plugin (@swc/plugin-styled-components, `ssr`), which gives each
// `styled.tag` / `styled(Component)` definition `withConfig({ componentId: "sc-<hash>-<n>" })`: the
// hash is of the file's source and n is the definition's place in it, so the browser build (webpack,
// styled-ids-loader.cjs) and the server builds (esbuild, styledIdsEsbuildPlugin) agree whatever
// loads first and whichever package compiles the file.
const { readFileSync } = require('node:fs');
const path = require('node:path');
const { transformSync } = require('@swc/core');

/** A file that imports styled-components' default export is one the plugin may change. */
const importsStyled = (source) =>
  /import\s+[A-Za-z_$][\w$]*\s*(?:,\s*\{[^}]*\})?\s*from\s*['"]styled-components['"]/.test(source);

const PLUGIN = [
  require.resolve('@swc/plugin-styled-components'),
  // Ids only: display names would lengthen every class name in the HTML, and the CSS stays as
  // written (minify and template transpiling would change what the tests and the page read).
  {
    ssr: true,
    displayName: false,
    fileName: false,
    minify: false,
    transpileTemplateLiterals: false,
    pure: false,
  },
];

const CACHE = path.join(__dirname, 'node_modules', '.cache', 'swc');

/**
 * The TypeScript source with styled-components ids added, types stripped and JSX kept for the
 * compiler that follows (esbuild); a file without styled-components comes back as it was.
 */
function styledIds(source, filename) {
  if (!importsStyled(source)) return source;
  return transformSync(source, {
    filename,
    swcrc: false,
    configFile: false,
    sourceMaps: false,
    jsc: {
      parser: { syntax: 'typescript', tsx: filename.endsWith('x') },
      target: 'esnext',
      transform: { react: { runtime: 'preserve' } },
      // The compiled plugin is cached beside the dependencies, not in a `.swc` folder in the tree.
      experimental: { plugins: [PLUGIN], cacheRoot: CACHE },
    },
  }).code;
}

/** The server builds' side: the same ids from esbuild's `onLoad`. */
function styledIdsEsbuildPlugin() {
  return {
    name: 'styled-ids',
    setup(build) {
      build.onLoad({ filter: /\.tsx?$/ }, (args) => {
        if (/[\\/]node_modules[\\/]/.test(args.path)) return undefined;
        const source = readFileSync(args.path, 'utf8');
        return { contents: styledIds(source, args.path), loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
      });
    },
  };
}

module.exports = { styledIds, styledIdsEsbuildPlugin };
