// A build folder as webpack writes one, for release tests: the files a test cares about, plus
// what every release needs to pass the checks before activation (release/checks.ts) — the
// entry script and release.json — unless the test gives its own.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FrontendName } from '../paths.js';
import type { ReleaseInfo } from '../release/release-info.js';
import { activate, publish } from '../release/operations.js';
import { ACCOUNT, CART, CATALOG, SHELL } from '../ssr/fake-server-builds.js';

const FAKE_BUILT = { shared: '1.0.0', react: '^19.2.0' };
const FAKE_PROVIDES = { shared: '1.0.0', react: '19.2.0' };

export function fakeReleaseInfo(name: FrontendName, overrides: Record<string, unknown> = {}): string {
  const info: ReleaseInfo =
    name === 'shell'
      ? { name, built: FAKE_BUILT, provides: FAKE_PROVIDES, expects: {} }
      : { name, built: FAKE_BUILT, exposes: [] };
  return JSON.stringify({ ...info, ...overrides });
}

function completeBuild(name: FrontendName, files: Record<string, string>): Record<string, string> {
  const defaults: Record<string, string> =
    name === 'shell'
      ? { 'index.html': '<!doctype html><html><head></head><body></body></html>', 'main.js': 'void 0;' }
      : { 'remoteEntry.js': `var ${name.replace(/-/g, '_')};` };
  return { ...defaults, 'release.json': fakeReleaseInfo(name), ...files };
}

let count = 0;
/** Writes `files` (completed) into a fresh folder under `root` and returns it. */
export async function fakeBuild(
  root: string,
  name: FrontendName,
  files: Record<string, string>,
): Promise<string> {
  const dir = join(root, `dist-${process.pid}-${++count}`);
  for (const [file, content] of Object.entries(completeBuild(name, files))) {
    await mkdir(join(dir, file, '..'), { recursive: true });
    await writeFile(join(dir, file), content);
  }
  return dir;
}

/**
 * The files of a build that carries a server build: `server/render.cjs` is `code` (CommonJS,
 * requiring only what the gateway provides) and release.json names it, as tooling's
 * server-build.mjs writes them.
 */
export function withServerBuild(
  name: FrontendName,
  code: string,
  files: Record<string, string> = {},
  info: Record<string, unknown> = {},
): Record<string, string> {
  return {
    ...files,
    'server/render.cjs': code,
    'release.json': fakeReleaseInfo(name, { server: 'server/render.cjs', ...info }),
  };
}

/** A shell index.html with `marker` in its root, as the page tests compose it. */
export const fakeShellIndex = (marker: string) =>
  `<!doctype html><html><head><title>Store</title><link rel="stylesheet" href="__SHELL_BASE__/main.css">` +
  `</head><body><div id="root">${marker}</div><script src="__SHELL_BASE__/main.js"></script></body></html>`;

/**
 * Publishes and activates the fake store the page tests render (ssr/fake-server-builds.ts): the
 * shell with a plain template, and the catalog, cart and account with their server builds.
 */
export async function shipFakeStore(root: string): Promise<void> {
  const index =
    '<!doctype html><html><head><title>Store</title></head><body><div id="root"></div></body></html>';
  const builds: [FrontendName, string, Record<string, string>][] = [
    ['shell', SHELL, { 'index.html': index }],
    ['mf-catalog', CATALOG, {}],
    ['mf-cart', CART, {}],
    ['mf-account', ACCOUNT, {}],
  ];
  for (const [name, code, files] of builds) {
    const distDir = await fakeBuild(root, name, withServerBuild(name, code, files));
    const { version } = await publish(name, { distDir, activate: false });
    await activate(name, version, { reason: 'test', force: true });
  }
}
