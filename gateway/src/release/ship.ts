// `release ship <frontend>`: one slice, one pipeline. Builds only that frontend, runs only its
// own tests, publishes, checks and activates it (or starts a canary) — the other frontends are
// neither built nor tested, which is what lets one team release alone (README "Releases").
import { spawnSync } from 'node:child_process';
import { REPO_ROOT, type FrontendName } from '../paths.js';
import { publish, readManifest, startCanary, activate, type ChangeOptions } from './manifest.js';

const PNPM = ['--yes', 'pnpm@12.21.0'];

function step(label: string, args: string[]): void {
  console.log(`\n▸ ${label}: npx ${[...PNPM, ...args].join(' ')}`);
  const result = spawnSync('npx', [...PNPM, ...args], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (result.status !== 0)
    throw new Error(`${label} failed (exit ${result.status ?? result.signal}): nothing was published`);
}

export async function ship(
  name: FrontendName,
  options: ChangeOptions & { canary?: number } = {},
): Promise<void> {
  step(`build ${name}`, ['--filter', `./${name}`, 'run', 'build']);
  step(`test ${name}`, ['--filter', `./${name}`, 'run', 'test']);
  const { version } = await publish(name, { activate: false, reason: options.reason });
  const entry = (await readManifest()).frontends[name];
  if (entry?.active === version) {
    console.log(`${name} ${version} is already active: nothing to change`);
    return;
  }
  if (options.canary !== undefined) {
    await startCanary(name, version, options.canary, options);
    console.log(`${name} ${version} shipped as a canary for ${options.canary}% of shoppers`);
  } else {
    await activate(name, version, options);
    console.log(`${name} ${version} shipped: active`);
  }
}
