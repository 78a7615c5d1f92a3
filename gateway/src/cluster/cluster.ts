// Several gateways and APIs behind HAProxy on one PostgreSQL, on this machine (`npm run cluster`,
// the cluster test): the shape of production (deploy/), with every process on loopback. The APIs
// and gateways run compiled (api/dist, gateway/dist: build them first), the balancer from the
// system's HAProxy. Each process is started, stopped (SIGTERM: it drains) or killed on its own.
// No shared disk: the release folder (RELEASES_DIR of this process) is the origin, published to
// in the cluster's database and served as a static host; gateway 1 serves it as its own folder,
// every other gateway starts with an empty folder of its own and fetches from RELEASES_URL.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { releasesDir, REPO_ROOT, type FrontendName } from '../paths.js';
import { publish } from '../release/operations.js';
import { apiStore, readSnapshot, setDatabaseStore } from '../release/store.js';
import { apiStoreEnv } from '../serve-all-env.js';
import { API_NODE_FLAGS } from '../../../api/scripts/node-flags.mjs';
import { haproxyConfig } from './haproxy-config.js';
import { serveReleaseOrigin, type ReleaseOrigin } from './release-origin.js';
import { findHaproxy, freePort, runtimeCommand, startProcess, track, type Started } from './processes.js';

export interface ClusterOptions {
  gateways: number;
  apis: number;
  /** The store's port (0: any free one). */
  port: number;
  /** Where shoppers connect; loopback unless said. */
  host?: string;
  databaseUrl: string;
  /** Added to every process's environment (RELEASES_DIR, RELEASE_ADMIN_TOKEN, ...). */
  env?: Record<string, string>;
  /** Where each process's output goes: 'inherit' (npm run cluster) or 'ignore' (tests). */
  output?: 'inherit' | 'ignore';
  /**
   * Published into the release folder and the cluster's database once the APIs answer, before any
   * gateway starts (npm run cluster: every frontend's dist). Activated only for a frontend with no
   * active release there (unless `activate` says): a restart on a kept database changes nothing live.
   */
  publish?: { name: FrontendName; distDir?: string; activate?: boolean }[];
}

export interface Member extends Started {
  port: number;
}

export interface Cluster {
  url: string;
  /** Where the gateways reach the APIs. */
  apiUrl: string;
  /**
   * Each gateway's own release folder: gateway 1's is the origin, every other one started empty
   * (the manifest is the database's).
   */
  releaseFolders: string[];
  /** RELEASES_URL of the gateways past the first: the release origin as a static host. */
  releasesUrl: string;
  /** The version each of `publish` got, in order. */
  published: string[];
  gateways: Member[];
  apis: Member[];
  /** The balancer's view of each server: { gateway1: 'UP', api2: 'DOWN', ... }. */
  serverStates(): Promise<Record<string, string>>;
  /** Until every server is UP (or throws after `timeoutMs`). */
  waitAllUp(timeoutMs?: number): Promise<void>;
  /** SIGTERM to one process (it drains), then the same process started again on its port. */
  restart(member: Member): Promise<void>;
  /** SIGTERM to every process (each drains), then the balancer. */
  stop(): Promise<void>;
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const haproxy = findHaproxy();
  if (!haproxy) throw new Error('HAProxy is not installed (apt-get install haproxy)');
  const output = options.output ?? 'inherit';
  const host = options.host ?? '127.0.0.1';
  const runDir = await mkdtemp(join(tmpdir(), 'storefront-cluster-'));
  const storePort = options.port || (await freePort(host));
  const apiBalancerPort = await freePort();
  const apiUrl = `http://127.0.0.1:${apiBalancerPort}`;
  const statsSocket = join(runDir, 'haproxy.sock');
  // Every process shares these, as every server of a production cluster does (deploy/README.md).
  const shared: Record<string, string> = {
    PAGE_TOKEN_SECRET: process.env.PAGE_TOKEN_SECRET || randomBytes(32).toString('base64url'),
    ...options.env,
  };
  const store = apiStoreEnv(process.env, { port: storePort, host });

  // How each member was started, to start it again (restart).
  const launchers = new Map<Member, () => Promise<Omit<Member, 'port'>>>();
  const launch = async (start: () => Promise<Omit<Member, 'port'>>, port: number): Promise<Member> => {
    const member = { ...(await start()), port };
    launchers.set(member, start);
    return member;
  };
  const apis: Member[] = [];
  const gateways: Member[] = [];
  let balancer: ChildProcess | undefined;
  let origin: ReleaseOrigin | undefined;
  const stop = async () => {
    const members = [...gateways, ...apis];
    for (const m of members) m.child.kill('SIGTERM');
    await Promise.all(members.map((m) => m.exited));
    balancer?.kill('SIGTERM');
    if (balancer && balancer.exitCode === null) await once(balancer, 'exit');
    await origin?.close();
    await rm(runDir, { recursive: true, force: true });
  };
  const published: string[] = [];
  const gatewayFolders: string[] = [];
  try {
    const apiPorts = await Promise.all(Array.from({ length: options.apis }, () => freePort()));
    const started = await Promise.all(
      apiPorts.map((port, i) =>
        launch(
          () =>
            startProcess(
              `api${i + 1}`,
              join(REPO_ROOT, 'api/dist/main.js'),
              join(REPO_ROOT, 'api'),
              {
                ...process.env,
                ...store.env,
                ...shared,
                DATABASE_URL: options.databaseUrl,
                PORT: String(port),
                HOST: '127.0.0.1',
                // The gateways and the balancer, whose X-Forwarded-For chain names the shopper.
                TRUSTED_PROXIES: '127.0.0.1,::1',
              },
              /^api on /,
              output,
              API_NODE_FLAGS,
            ),
          port,
        ),
      ),
    );
    apis.push(...started);

    // What to serve is published first: its files into the origin folder, its record into the
    // database (through the first API), as the release CLI does.
    const originFolder = releasesDir();
    await mkdir(originFolder, { recursive: true });
    const token = shared.RELEASE_ADMIN_TOKEN ?? process.env.RELEASE_ADMIN_TOKEN ?? '';
    setDatabaseStore(apiStore(`http://127.0.0.1:${apiPorts[0]}`, token));
    try {
      // A frontend that already has an active release in this database keeps it (a rollback or
      // an activation made there survives a restart, and a running canary does not stop it):
      // its build is published beside it, made active only where nothing is.
      const { manifest } = await readSnapshot();
      for (const release of options.publish ?? []) {
        const activate = release.activate ?? !manifest.frontends[release.name]?.active;
        published.push((await publish(release.name, { ...release, activate })).version);
      }
    } finally {
      setDatabaseStore(null);
    }
    if (published.length > 0 && output === 'inherit')
      console.log(`cluster: published ${published.join(', ')}`);
    origin = await serveReleaseOrigin(originFolder);
    // Gateway 1 owns the origin folder; every other one has an empty folder of its own, as a
    // gateway on another machine would: it fetches what it serves from the origin, checked.
    gatewayFolders.push(originFolder);
    for (let i = 2; i <= options.gateways; i++) {
      const folder = join(runDir, `gateway${i}-releases`);
      await mkdir(folder);
      gatewayFolders.push(folder);
    }

    const gatewayPorts = await Promise.all(Array.from({ length: options.gateways }, () => freePort()));
    const config = join(runDir, 'haproxy.cfg');
    await writeFile(
      config,
      haproxyConfig({
        storeBind: `${host.includes(':') ? `[${host}]` : host}:${storePort}`,
        apiBind: `127.0.0.1:${apiBalancerPort}`,
        gateways: gatewayPorts.map((port) => `127.0.0.1:${port}`),
        apis: apiPorts.map((port) => `127.0.0.1:${port}`),
        statsSocket,
      }),
    );
    balancer = track(spawn(haproxy, ['-db', '-f', config], { stdio: ['ignore', output, output] }));
    const balancerExit = once(balancer, 'exit');
    await Promise.race([
      (async () => {
        while (!existsSync(statsSocket)) await new Promise((r) => setTimeout(r, 50));
      })(),
      balancerExit.then(([code]) => Promise.reject(new Error(`haproxy exited (${code}) at start`))),
    ]);

    const gatewayMembers = await Promise.all(
      gatewayPorts.map((port, i) =>
        launch(
          () =>
            startProcess(
              `gateway${i + 1}`,
              join(REPO_ROOT, 'gateway/dist/main.js'),
              join(REPO_ROOT, 'gateway'),
              {
                ...process.env,
                // The APIs' store origins and public URL (a page's links name one of them), unless
                // the shared variables set them, as for the APIs.
                STORE_ORIGINS: store.env.STORE_ORIGINS,
                STORE_PUBLIC_URL: store.env.STORE_PUBLIC_URL,
                ...shared,
                PORT: String(port),
                HOST: '127.0.0.1',
                API_URL: apiUrl,
                RELEASES_DIR: gatewayFolders[i],
                RELEASES_URL: i === 0 ? '' : origin!.url,
                // The balancer, whose X-Forwarded-For names the shopper: each keeps their own address.
                GATEWAY_TRUSTED_PROXIES: '127.0.0.1,::1',
              },
              /^store at /,
              output,
            ),
          port,
        ),
      ),
    );
    gateways.push(...gatewayMembers);
  } catch (error) {
    await stop();
    throw error;
  }

  const serverStates = async () => {
    const csv = await runtimeCommand(statsSocket, 'show stat');
    const states: Record<string, string> = {};
    for (const line of csv.split('\n')) {
      const [proxy, server, ...rest] = line.split(',');
      if (!server || server === 'FRONTEND' || server === 'BACKEND' || proxy.startsWith('#')) continue;
      states[server] = rest[15]; // the 18th column: status
    }
    return states;
  };
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${storePort}`,
    apiUrl,
    releaseFolders: gatewayFolders,
    releasesUrl: origin!.url,
    published,
    gateways,
    apis,
    serverStates,
    async waitAllUp(timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const states = await serverStates();
        const count = options.gateways + options.apis;
        if (Object.values(states).filter((s) => s === 'UP').length === count) return;
        if (Date.now() > deadline) {
          throw new Error(
            `servers not all up: ${JSON.stringify(states)} (a gateway is ready once it reaches an API ` +
              'and the manifest has an active shell: npm run cluster publishes every frontend first)',
          );
        }
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    async restart(member) {
      member.child.kill('SIGTERM');
      await member.exited;
      const fresh = await launchers.get(member)!();
      member.child = fresh.child;
      member.exited = fresh.exited;
    },
    stop,
  };
}
