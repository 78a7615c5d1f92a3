// npm run bench's gateway figures: each page under load (autocannon), its size, its renders per
// root and the servers' memory.
import { runWorker } from '../../api/bench/run-worker';
import { residentMemory } from '../../api/bench/process-memory';

const GATEWAY_CONNECTIONS = 20;
const GATEWAY_SECONDS = 10;

/**
 * Renders per root of a page, from its `Server-Timing: sf-render;desc="frame:1,s1ab2c:1"`
 * (gateway/README.md, Server rendering): how many times each root was rendered for it.
 */
function rendersPerRoot(serverTiming: string | null): Record<string, number> {
  const desc = /(?:^|,)\s*sf-render;desc="([^"]*)"/.exec(serverTiming ?? '')?.[1] ?? '';
  return Object.fromEntries(
    desc
      .split(',')
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.lastIndexOf(':')), Number(pair.slice(pair.lastIndexOf(':') + 1))]),
  );
}

/** `1 each (6 roots)`, or each root's count when one was rendered more than once (or none was). */
function rendersSummary(renders: Record<string, number>): string {
  const counts = Object.values(renders);
  if (counts.length === 0) return 'no server render';
  if (counts.every((count) => count === 1)) return `1 each (${counts.length} roots)`;
  return Object.entries(renders)
    .map(([root, count]) => `${root}:${count}`)
    .join(' ');
}

/**
 * The gateway's pages under load: what a shopper's browser asks (HTML, compressed), so each
 * answer is the whole page path (route status, server rendering with its short page cache,
 * the template, compression), with the API on the servers' PGlite.
 */
export async function gatewayPages(
  baseUrl: string,
  routes: readonly string[],
  pids: { api: number; gateway: number },
) {
  const headers = { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' };
  const rows = [];
  for (const route of routes) {
    // The first render after the servers start may miss a slot's budget (cold server builds and
    // database): the size printed is of the second, as a shopper after the first one sees it.
    await (await fetch(baseUrl + route, { headers })).text();
    const first = await fetch(baseUrl + route, { headers });
    const html = await first.text();
    const renders = rendersPerRoot(first.headers.get('server-timing'));
    const load = await runWorker({
      url: baseUrl + route,
      connections: GATEWAY_CONNECTIONS,
      durationSeconds: GATEWAY_SECONDS,
      headers,
    });
    rows.push({
      route,
      status: first.status,
      htmlBytes: Buffer.byteLength(html),
      renders,
      connections: GATEWAY_CONNECTIONS,
      durationSeconds: GATEWAY_SECONDS,
      ...load,
    });
  }
  // Each server's resident memory under that load (its peak includes the start).
  const memory = Object.fromEntries(
    Object.entries(pids).map(([name, pid]) => [name, residentMemory(pid)]),
  ) as Record<keyof typeof pids, ReturnType<typeof residentMemory>>;
  return { rows, memory };
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The gateway's figures under load, with the engine its API ran on. */
export function printGatewayPages(
  engine: string,
  products: number | undefined,
  { rows, memory }: Awaited<ReturnType<typeof gatewayPages>>,
) {
  console.log(
    `\nGateway page rendering (${GATEWAY_CONNECTIONS} connections, ${GATEWAY_SECONDS} s each, API on ${engine}, ${products ?? 139} products)`,
  );
  for (const row of rows) {
    console.log(
      `  ${row.route.padEnd(22)} ${row.requestsPerSecond.toFixed(0).padStart(6)} req/s  p50 ${String(row.p50Ms).padStart(4)} ms  p99 ${String(row.p99Ms).padStart(4)} ms  HTML ${kb(row.htmlBytes)} (status ${row.status})  renders per root ${rendersSummary(row.renders)}  errors ${row.errors}  non-2xx ${row.non2xx}`,
    );
  }
  for (const [name, figures] of Object.entries(memory)) {
    console.log(
      figures
        ? `  ${name} resident memory: ${figures.nowMb} MB after the loads, ${figures.peakMb} MB at its peak`
        : `  ${name} resident memory: not readable here (no /proc)`,
    );
  }
}
