// Runs autocannon-worker.ts in its own process (the load generator never shares a thread with
// what it measures) and reads its one JSON line. The API bench and the store's bench use it.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** One load: what autocannon-worker.ts takes as its argument. */
export interface WorkerInput {
  url: string;
  connections: number;
  durationSeconds: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Each request from its own shopper address (X-Forwarded-For through the trusted loopback proxy). */
  randomForwardedFor?: boolean;
  /** Cookie headers the requests take in turn (many shoppers, e.g. guest bags, one each). */
  cookies?: string[];
  /** Paths (with their query) the requests take in turn instead of the url's, e.g. a new search term each. */
  paths?: string[];
}

/** What it prints: throughput and latency. */
export interface WorkerOutput {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  errors: number;
  non2xx: number;
}

const WORKER = join(dirname(fileURLToPath(import.meta.url)), 'autocannon-worker.ts');

export function runWorker(input: WorkerInput): Promise<WorkerOutput> {
  return new Promise((resolve, reject) => {
    // The input goes through standard input: a list of paths can pass the 128 KB an argument may hold.
    const child = spawn(process.execPath, ['--import', 'tsx', WORKER], {
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    child.stdin.end(JSON.stringify(input));
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.once('error', reject);
    child.once('exit', (code) => {
      const line = out.trim().split('\n').pop() ?? '';
      if (code !== 0 || !line) return reject(new Error(`autocannon worker exited with ${code}`));
      resolve(JSON.parse(line) as WorkerOutput);
    });
  });
}
