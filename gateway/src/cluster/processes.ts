// The processes of a local cluster (cluster.ts): each started with its own environment, known
// ready by a line of its output, and killed if this process exits first; and HAProxy's runtime API.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { connect, createServer, type AddressInfo } from 'node:net';
import { createInterface } from 'node:readline';

export const HAPROXY_CANDIDATES = ['/usr/sbin/haproxy', '/usr/local/sbin/haproxy', '/usr/bin/haproxy'];
export const findHaproxy = (): string | undefined => HAPROXY_CANDIDATES.find((path) => existsSync(path));

/** A process started by startProcess. */
export interface Started {
  /** As the balancer names it: gateway1, api2, ... */
  name: string;
  child: ChildProcess;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
}

/** Every process started here, killed if this one exits first (an error, Ctrl-C during start). */
const children = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});
export const track = (child: ChildProcess) => {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
};

export async function freePort(host = '127.0.0.1'): Promise<number> {
  const server = createServer().listen(0, host);
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  server.close();
  return port;
}

/** Starts `script` with `env` (and Node's `flags`), resolving once a line of its output matches `ready`. */
export async function startProcess(
  name: string,
  script: string,
  cwd: string,
  env: NodeJS.ProcessEnv,
  ready: RegExp,
  output: 'inherit' | 'ignore',
  flags: readonly string[] = [],
): Promise<Started> {
  const child = track(
    spawn(process.execPath, [...flags, script], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] }),
  );
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let errors = '';
  child.stderr!.on('data', (d: Buffer) => {
    if (output === 'inherit') process.stderr.write(`[${name}] ${d}`);
    else errors = (errors + d.toString()).slice(-2_000);
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start within 90 s: ${errors}`)), 90_000);
    void exited.then((code) => reject(new Error(`${name} exited (${code}) before it was ready: ${errors}`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (output === 'inherit') console.log(`[${name}] ${line}`);
      if (!ready.test(line)) return;
      clearTimeout(timer);
      resolve();
    });
  });
  return { name, child, exited };
}

/** One command of HAProxy's runtime API over its socket. */
export function runtimeCommand(socket: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = '';
    const client = connect(socket, () => client.end(`${command}\n`));
    client.on('data', (d) => (answer += d));
    client.on('end', () => resolve(answer));
    client.on('error', reject);
  });
}
