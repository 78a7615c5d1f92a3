// Compiles the API to one ES module, dist/main.js, that plain `node` runs. Packages
// from node_modules stay imports (resolved at run time from api/node_modules), except
// the workspace's @storefront/shared, which is TypeScript source and so is bundled. The embedded
// database's thread (src/db/pglite-worker.mjs, plain JavaScript) is copied beside it as it is.
import { build } from 'esbuild';
import { copyFileSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const outfile = join(apiDir, 'dist', 'main.js');

const result = await build({
  absWorkingDir: apiDir,
  entryPoints: ['src/main.ts'],
  outfile,
  // Written below in one rename: several test runs may build while another starts the API.
  write: false,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  logLevel: 'warning',
  plugins: [
    {
      name: 'node-modules-external',
      setup(builder) {
        builder.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@storefront/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});

mkdirSync(dirname(outfile), { recursive: true });
// The thread's file first: a start between the two renames finds the new one beside either.
const worker = join(apiDir, 'dist', 'pglite-worker.mjs');
copyFileSync(join(apiDir, 'src', 'db', 'pglite-worker.mjs'), `${worker}.${process.pid}.tmp`);
renameSync(`${worker}.${process.pid}.tmp`, worker);
const draft = `${outfile}.${process.pid}.tmp`;
writeFileSync(draft, result.outputFiles[0].contents);
renameSync(draft, outfile);
