// Runs one autocannon load in its own process, so the load generator does not
// share a CPU thread with the API it measures. Input: one JSON argument;
// output: one JSON line with throughput and latency.
import autocannon from 'autocannon';

export interface WorkerInput {
  url: string;
  connections: number;
  durationSeconds: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Each request from its own shopper address (X-Forwarded-For through the trusted loopback proxy). */
  randomForwardedFor?: boolean;
}

export interface WorkerOutput {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  errors: number;
  non2xx: number;
}

const input = JSON.parse(process.argv[2] ?? '{}') as WorkerInput;
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
