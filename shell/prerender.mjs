// Runs after the client build: bundles src/prerender.tsx for Node, renders every
// prerendered route into dist/prerender/<name>.html and lists them in
// dist/prerender.json for the gateway (index.html stays the fallback).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const dir = dirname(fileURLToPath(import.meta.url));
const dist = join(dir, 'dist');
const bundle = join(dir, 'node_modules/.cache/prerender/prerender.cjs');

await build({
  entryPoints: [join(dir, 'src/prerender.tsx')],
  outfile: bundle,
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
});

const { PRERENDER_ROUTES, renderPage, fillTemplate } = createRequire(import.meta.url)(bundle);
const template = await readFile(join(dist, 'index.html'), 'utf8');
await mkdir(join(dist, 'prerender'), { recursive: true });

const routes = [];
for (const route of PRERENDER_ROUTES) {
  const file = `prerender/${route.name}.html`;
  await writeFile(join(dist, file), fillTemplate(template, await renderPage(route.path)));
  routes.push({ pattern: route.pattern, file });
}
await writeFile(join(dist, 'prerender.json'), `${JSON.stringify({ routes }, null, 2)}\n`);
console.log(`prerendered ${routes.length} routes into ${dist}/prerender`);
