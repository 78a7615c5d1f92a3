// Compiles the gateway, its release CLI and serve-all to ES modules under dist/ that plain
// `node` runs (no TypeScript at run time).
import { build } from 'esbuild';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const gatewayDir = join(dirname(fileURLToPath(import.meta.url)), '..');

const result = await build({
  absWorkingDir: gatewayDir,
  entryPoints: ['src/main.ts', 'src/release/cli.ts', 'src/serve-all.ts'],
  outbase: 'src',
  outdir: 'dist',
  // Written below, each in one rename: a test run may build while another starts the gateway.
  write: false,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Packages stay imports from gateway/node_modules, except the shared contracts: they are
  // TypeScript source, so they are compiled in.
  plugins: [
    {
      name: 'externals-but-shared',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@storefront/shared') ? undefined : { path: args.path, external: true },
        );
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
