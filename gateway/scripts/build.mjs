// Compiles the gateway, its release CLI and serve-all to ES modules under dist/ that plain
// `node` runs (no TypeScript at run time).
import { build } from 'esbuild';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const gatewayDir = join(dirname(fileURLToPath(import.meta.url)), '..');
// The server builds' styled-components ids (tooling/README.md#styled-components-ids): shared's
// components, compiled in here and given to every server build, must carry the ids the browser
// build gives them, or the server's class names differ from hydration's.
const { styledIdsEsbuildPlugin } = createRequire(import.meta.url)('../../tooling/styled-ids.cjs');
// The packages the gateway gives server builds (src/ssr/server-builds.ts, PROVIDED_MODULES): the
// one list, shared-modules.json, read as tooling/webpack.cjs reads it. @storefront/shared is left
// out: it is compiled in (below), not loaded with require.
const SHARED_MODULES = createRequire(import.meta.url)('../../shared/src/contracts/shared-modules.json');
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const PROVIDED = new RegExp(
  `^(${Object.keys(SHARED_MODULES)
    .filter((name) => name !== '@storefront/shared')
    .map(escapeRegExp)
    .join('|')})(\\/.*)?$`,
);

const result = await build({
  absWorkingDir: gatewayDir,
  entryPoints: ['src/main.ts', 'src/release/cli.ts', 'src/serve-all.ts', 'src/cluster/main.ts'],
  outbase: 'src',
  outdir: 'dist',
  // Written below, each in one rename: a test run may build while another starts the gateway.
  write: false,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  jsx: 'automatic',
  // Packages stay imports from gateway/node_modules, except @storefront/shared: it is TypeScript
  // source, so it is compiled in (one copy, the one server builds get as an external). What the
  // gateway provides to server builds (React, styled-components, ...) is loaded with Node's
  // require, as the server builds get it: one instance of each in the process (a dual package
  // would otherwise come twice, ESM here and CommonJS there), and a CommonJS default export read
  // as a bundler does (`styled.div`), not as Node's ESM loader does.
  banner: {
    js: "import { createRequire as __sfCreateRequire } from 'node:module'; const require = __sfCreateRequire(import.meta.url);",
  },
  plugins: [
    styledIdsEsbuildPlugin(),
    {
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
    },
  ],
  logLevel: 'warning',
});

for (const file of result.outputFiles) {
  mkdirSync(dirname(file.path), { recursive: true });
  const draft = `${file.path}.${process.pid}.tmp`;
  writeFileSync(draft, file.contents);
  renameSync(draft, file.path);
}
