// GET /readyz: whether this gateway can serve shoppers, for a load balancer's health check (deploy/
// haproxy.cfg): its API answers GET /api/health (the API's own check of its database) within a
// second, and it has a usable manifest with an active shell ('stale' when the manifest is the
// database's and the API has stopped answering its long-poll: the last one is still served, and
// the balancer should prefer a gateway that hears changes). /healthz stays "the process answers".
// The answer is worked out at most once a second whoever asks, since the API's check writes a row:
// a flood of /readyz costs the API one check a second.
import type { FastifyInstance } from 'fastify';
import { activeReleases, manifestState } from './release/active-releases.js';

export interface Readiness {
  status: 'ok' | 'error';
  api: 'ok' | 'unavailable';
  manifest: 'ok' | 'stale' | 'none';
}

interface ReadinessOptions {
  apiUrl: string;
  /** How long the API's health may take (ms). */
  budgetMs?: number;
  /** How long an answer is reused (ms). */
  reuseMs?: number;
}

async function apiAnswers(apiUrl: string, budgetMs: number): Promise<Readiness['api']> {
  try {
    const response = await fetch(`${apiUrl}/api/health`, { signal: AbortSignal.timeout(budgetMs) });
    await response.body?.cancel();
    return response.ok ? 'ok' : 'unavailable';
  } catch {
    return 'unavailable';
  }
}

async function check(apiUrl: string, budgetMs: number, log: (m: string) => void): Promise<Readiness> {
  const [api, releases] = await Promise.all([apiAnswers(apiUrl, budgetMs), activeReleases(log)]);
  const manifest = !releases.shell ? 'none' : manifestState().stale ? 'stale' : 'ok';
  return { status: api === 'ok' && manifest === 'ok' ? 'ok' : 'error', api, manifest };
}

export function registerReadiness(
  app: FastifyInstance,
  { apiUrl, budgetMs = 1_000, reuseMs = 1_000 }: ReadinessOptions,
): void {
  let last: { at: number; answer: Promise<Readiness> } | null = null;
  app.get('/readyz', async (_request, reply) => {
    if (!last || Date.now() - last.at >= reuseMs) {
      last = { at: Date.now(), answer: check(apiUrl, budgetMs, (m) => app.log.warn(m)) };
    }
    const answer = await last.answer;
    return reply
      .code(answer.status === 'ok' ? 200 : 503)
      .header('Cache-Control', 'no-store')
      .send(answer);
  });
}
