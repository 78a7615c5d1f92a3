// The store's real API for gateway tests, on a throw-away database and a free port: what the
// gateway forwards to in production, not a stand-in. Under the suite's runner (run-suite.ts) it is
// the API built from its source at the run's start, on a copy of the PGlite folder that run
// migrated and seeded; a file run alone starts it from its source (tsx) on an in-memory PGlite.
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { REPO_ROOT } from '../paths.js';

export interface RealApi {
  url: string;
  /** Where its account mail goes (SMTP_URL unset). */
  outboxDir: string;
  /** SIGTERM (it drains, as in production) unless told otherwise: SIGKILL when nothing is left to answer. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** The migrated and seeded PGlite folder the runner made (run-suite.ts); unset for a file run alone. */
export const API_TEMPLATE_ENV = 'GATEWAY_TEST_API_TEMPLATE';

/** Starts the API (migrations and seed included: a few seconds) with `env` over test defaults. */
export async function startRealApi(env: Record<string, string> = {}): Promise<RealApi> {
  const outboxDir = await mkdtemp(join(tmpdir(), 'gateway-real-api-outbox-'));
  const template = process.env[API_TEMPLATE_ENV];
  // A database of its own: a copy of the runner's folder, beside it (the runner removes them all).
  const copyDir =
    template && !('DATA_DIR' in env) && !('DATABASE_URL' in env)
      ? await mkdtemp(join(dirname(template), 'api-'))
      : undefined;
  if (copyDir) await cp(template!, join(copyDir, 'data'), { recursive: true });
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: copyDir ? join(copyDir, 'data') : 'memory://',
    AUTH_RATE_LIMIT: '0',
    MAIL_OUTBOX_DIR: outboxDir,
    ...env,
  };
  // Never the suite's shared PostgreSQL, nor a mail server or a log of its own.
  for (const name of ['DATABASE_URL', 'SMTP_URL', 'API_LOG']) if (!(name in env)) delete childEnv[name];
  // --liftoff-only: PGlite's WebAssembly compiled by V8's baseline compiler alone; optimising what
  // its start runs hot costs more CPU than a test's few requests gain (the API suite's
  // large-catalogue files are the other way round, so it keeps both).
  const entry = template ? [join(REPO_ROOT, 'api/dist/main.js')] : ['--import', 'tsx', 'src/main.ts'];
  const child: ChildProcess = spawn(process.execPath, ['--liftoff-only', ...entry], {
    cwd: join(REPO_ROOT, 'api'),
    env: childEnv,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      // Not left running (and holding its folder) once the file has given up on it.
      child.kill('SIGKILL');
      reject(new Error('the API did not start within 60 s'));
    }, 60_000);
    child.once('exit', (code) => reject(new Error(`the API exited (${code}) before it listened`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const match = /^api on (http:\/\/\S+)/.exec(line);
      if (!match) return;
      clearTimeout(timer);
      resolve(match[1]);
    });
  });
  return {
    url,
    outboxDir,
    async stop(signal = 'SIGTERM') {
      child.kill(signal);
      await exited;
      await rm(outboxDir, { recursive: true, force: true });
      if (copyDir) await rm(copyDir, { recursive: true, force: true });
    },
  };
}
