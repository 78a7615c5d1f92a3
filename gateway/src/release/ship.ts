// `release ship <frontend>`: one slice, one pipeline. Builds only that frontend, runs only its
// own tests, publishes, checks and activates it (or starts a canary) — the other frontends are
// neither built nor tested, which is what lets one team release alone (README "Releases").
import { spawnSync } from 'node:child_process';
import { REPO_ROOT, type FrontendName } from '../paths.js';
import { activate, publish, startCanary, type ChangeOptions } from './operations.js';
import { readCurrentManifest } from './manifest-change.js';

const PNPM = ['--yes', 'pnpm@12.21.0'];

/** Runs one pnpm command in the workspace and answers its exit status (0 is success). */
export type StepRunner = (args: string[]) => number;

const runPnpm: StepRunner = (args) =>
  spawnSync('npx', [...PNPM, ...args], { cwd: REPO_ROOT, stdio: 'inherit' }).status ?? 1;

export async function ship(
  name: FrontendName,
  options: ChangeOptions & { canary?: number; /** Tests: where the build lands. */ distDir?: string } = {},
  run: StepRunner = runPnpm,
): Promise<void> {
  const step = (label: string, args: string[]) => {
    console.log(`\n▸ ${label}: pnpm ${args.join(' ')}`);
    const status = run(args);
    if (status !== 0) throw new Error(`${label} failed (exit ${status}): nothing was published`);
  };
  step(`build ${name}`, ['--filter', `./${name}`, 'run', 'build']);
  step(`test ${name}`, ['--filter', `./${name}`, 'run', 'test']);
  const { version } = await publish(name, {
    activate: false,
    reason: options.reason,
    distDir: options.distDir,
  });
  if ((await readCurrentManifest()).frontends[name]?.active === version) {
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
