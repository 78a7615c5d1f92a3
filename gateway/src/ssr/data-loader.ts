// The data server renders read (docs/architecture.md#server-rendering): public GETs of the API,
// asked by the gateway itself — never with the shopper's cookies or credentials, so nothing
// personal can reach HTML. Identical requests in flight at once are asked once, and an answer
// is kept a moment (a micro-cache: catalog data is the same for everyone and a burst of pages
// asks for the same lists).
import { LoadError, requestKey, type GetRequest } from '@storefront/shared/server';
import type { FragmentGet } from '@storefront/shared';

export interface DataLoaderOptions {
  apiUrl: string;
  /** Longest wait for one answer (ms); the page's budget bounds it anyway. */
  timeoutMs: number;
  /** How long an answer is reused (ms); 0 turns the micro-cache off. */
  cacheMs?: number;
  /** At most this many answers kept (the oldest go first). */
  maxEntries?: number;
  fetch?: typeof globalThis.fetch;
  now?: () => number;
}

/** Only the API's own paths, plain: no other host, no way out of /api/. */
export function isApiGet(request: GetRequest): boolean {
  const { path, params } = request;
  if (typeof path !== 'string' || !/^\/api\/[A-Za-z0-9\-._~/%]*$/.test(path)) return false;
  if (path.split('/').some((part) => part === '..' || part === '.') || path.includes('//')) return false;
  if (params === undefined) return true;
  return (
    typeof params === 'object' &&
    params !== null &&
    Object.values(params).every((value) => typeof value === 'string' || value === undefined)
  );
}

/**
 * A fragment's `get` (LoadContext) over the API: the answer, or a LoadError with the API's status
 * (404: no such thing) or none (down, slow, not JSON, or not a plain GET of the API).
 */
export function createDataLoader({
  apiUrl,
  timeoutMs,
  cacheMs = 2_000,
  maxEntries = 200,
  fetch = globalThis.fetch,
  now = Date.now,
}: DataLoaderOptions): FragmentGet {
  const answers = new Map<string, { value: unknown; at: number }>();
  const asking = new Map<string, Promise<unknown>>();

  async function ask(key: string): Promise<unknown> {
    try {
      const response = await fetch(`${apiUrl}${key}`, {
        headers: { accept: 'application/json' },
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok || !/\bjson\b/.test(response.headers.get('content-type') ?? '')) {
        await response.body?.cancel().catch(() => {});
        throw new LoadError(response.ok ? null : response.status, `GET ${key}: ${response.status}`);
      }
      const value: unknown = await response.json();
      if (cacheMs > 0) {
        answers.delete(key);
        answers.set(key, { value, at: now() });
        while (answers.size > maxEntries) answers.delete(answers.keys().next().value as string);
      }
      return value;
    } catch (error) {
      // Down, slow or not JSON: that part renders as it does while loading, the browser loads it.
      throw error instanceof LoadError ? error : new LoadError(null, `GET ${key}: no answer`);
    }
  }

  return <T>(path: string, params?: Record<string, string>): Promise<T> => {
    const request: GetRequest = params ? { path, params } : { path };
    if (!isApiGet(request)) return Promise.reject(new LoadError(null, `GET ${path}: not an API GET`));
    const key = requestKey(request);
    const kept = answers.get(key);
    if (kept && now() - kept.at <= cacheMs) return Promise.resolve(kept.value as T);
    let running = asking.get(key);
    if (!running) {
      running = ask(key).finally(() => asking.delete(key));
      asking.set(key, running);
    }
    return running as Promise<T>;
  };
}
