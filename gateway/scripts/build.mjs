// Compiles the gateway, its release CLI and serve-all to ES modules under dist/ that plain
// `node` runs (no TypeScript at run time).
import { build } from 'esbuild';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { externalsButShared, REQUIRE_BANNER } from './externals.mjs';

const gatewayDir = join(dirname(fileURLToPath(import.meta.url)), '..');
// The server builds' styled-components ids (tooling/README.md#styled-components-ids): shared's
// components, compiled in here and given to every server build, must carry the ids the browser
// build gives them, or the server's class names differ from hydration's.
const { styledIdsEsbuildPlugin } = createRequire(import.meta.url)('../../tooling/styled-ids.cjs');
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
  // How packages are loaded: externals.mjs.
  banner: { js: REQUIRE_BANNER },
  plugins: [styledIdsEsbuildPlugin(), externalsButShared],
  logLevel: 'warning',
});

for (const file of result.outputFiles) {
  mkdirSync(dirname(file.path), { recursive: true });
  const draft = `${file.path}.${process.pid}.tmp`;
  writeFileSync(draft, file.contents);
  renameSync(draft, file.path);
}
