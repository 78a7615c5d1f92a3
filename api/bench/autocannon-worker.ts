// Runs one autocannon load in its own process, so the load generator does not
// share a CPU thread with the API it measures. Input: one JSON document on standard input;
// output: one JSON line with throughput and latency.
import autocannon from 'autocannon';
import type { WorkerInput, WorkerOutput } from './run-worker';

// Input: one JSON document on standard input (run-worker.ts).
let text = '';
for await (const chunk of process.stdin) text += String(chunk);
const input = JSON.parse(text || '{}') as WorkerInput;
let turn = 0;
const nextCookie = (request: { headers?: Record<string, string> }) => {
  const cookies = input.cookies ?? [];
  const cookie = cookies[turn++ % cookies.length];
  return { ...request, headers: { ...request.headers, cookie } };
};
const nextPath = (request: { path?: string }) => {
  const paths = input.paths ?? [];
  return { ...request, path: paths[turn++ % paths.length] };
};
const load = (duration: number) =>
  autocannon({
    url: input.url,
    connections: input.connections,
    duration,
    method: input.method ?? 'GET',
    headers: input.headers,
    body: input.body,
    timeout: 10,
    ...(input.randomForwardedFor
      ? {
          requests: [
            {
              setupRequest: (request: { headers?: Record<string, string> }) => {
                const address = `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;
                return { ...request, headers: { ...request.headers, 'x-forwarded-for': address } };
              },
            },
          ],
        }
      : {}),
    ...(input.cookies?.length ? { requests: [{ setupRequest: nextCookie }] } : {}),
    ...(input.paths?.length ? { requests: [{ setupRequest: nextPath }] } : {}),
  });
// One discarded second first, so the figures are of a warm server (JIT, caches), not of its start.
await load(1);
const result = await load(input.durationSeconds);
const output: WorkerOutput = {
  requestsPerSecond: result.requests.average,
  p50Ms: result.latency.p50,
  p99Ms: result.latency.p99,
  requests: result.requests.total,
  errors: result.errors + result.timeouts,
  non2xx: result.non2xx,
};
console.log(JSON.stringify(output));
