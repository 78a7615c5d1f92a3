// How the gateway's compiled code (build.mjs, and its test runner's bundles, src/testing/run-suite.ts)
// loads packages. They stay imports from gateway/node_modules, except @storefront/shared: it is
// TypeScript source, so it is compiled in (one copy, the one server builds get as an external).
// What the gateway provides to server builds (React, styled-components, ...) is loaded with Node's
// require, as the server builds get it: one instance of each in the process (a dual package would
// otherwise come twice, ESM here and CommonJS there), and a CommonJS default export read as a
// bundler does (`styled.div`), not as Node's ESM loader does.
import { createRequire } from 'node:module';

// The packages the gateway gives server builds (src/ssr/server-builds.ts, PROVIDED_MODULES): the
// one list, shared-modules.json, read as tooling/webpack.cjs reads it. @storefront/shared is left
// out: it is compiled in (above), not loaded with require.
const SHARED_MODULES = createRequire(import.meta.url)('../../shared/src/contracts/shared-modules.json');
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const PROVIDED = new RegExp(
  `^(${Object.keys(SHARED_MODULES)
    .filter((name) => name !== '@storefront/shared')
    .map(escapeRegExp)
    .join('|')})(\\/.*)?$`,
);

/** The `require` the provided packages are loaded with, at the top of every output file. */
export const REQUIRE_BANNER =
  "import { createRequire as __sfCreateRequire } from 'node:module'; const require = __sfCreateRequire(import.meta.url);";

/** esbuild's plugin for the above. */
export const externalsButShared = {
  name: 'externals-but-shared',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@storefront/shared')) return undefined;
      if (PROVIDED.test(args.path) && args.kind !== 'require-call')
        return { path: args.path, namespace: 'provided' };
      return { path: args.path, external: true };
    });
    b.onLoad({ filter: /.*/, namespace: 'provided' }, (args) => ({
      contents: `module.exports = require(${JSON.stringify(args.path)});`,
      loader: 'js',
    }));
  },
};
