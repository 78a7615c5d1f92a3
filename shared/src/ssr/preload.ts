// Data a fragment renders from on the server, handed to the browser so hydration renders the
// same thing without asking the API again (docs/architecture.md#server-rendering).
//
// A data hook calls usePreloaded(request) for its first state and takePreloaded(request) in the
// effect that would fetch: on the server the first pass registers the request and the gateway
// renders again once it has the answer; in the browser the answer comes from the page's data,
// once — a later mount (a navigation back) fetches fresh.
import { createContext, useContext } from 'react';
import { readPageData, requestKey, type GetRequest } from './page-data';

/** Given only on the server, per render: what is known and what is still wanted. */
export interface ServerData {
  known: ReadonlyMap<string, unknown>;
  wanted: Map<string, GetRequest>;
}

export const ServerDataContext = createContext<ServerData | null>(null);

const taken = new Set<string>();

function pagePreload(key: string): { found: boolean; value: unknown } {
  const data = readPageData().data;
  if (taken.has(key) || !Object.prototype.hasOwnProperty.call(data, key))
    return { found: false, value: undefined };
  return { found: true, value: data[key] };
}

/**
 * The answer to `request` this page was rendered with, or undefined (then load it as usual).
 * `null` asks for nothing. Call it during render, always (it is a hook).
 */
export function usePreloaded<T>(request: GetRequest | null): T | undefined {
  const server = useContext(ServerDataContext);
  if (!request) return undefined;
  const key = requestKey(request);
  if (server) {
    if (server.known.has(key)) return server.known.get(key) as T;
    server.wanted.set(key, request);
    return undefined;
  }
  return pagePreload(key).value as T | undefined;
}

/**
 * In the effect that would fetch `request`: true when the first state came from the page's
 * data, which is then used up (skip this fetch); false to fetch.
 */
export function takePreloaded(request: GetRequest | null): boolean {
  if (!request) return false;
  const key = requestKey(request);
  if (!pagePreload(key).found) return false;
  taken.add(key);
  return true;
}

/** Tests: forget what was taken. */
export function resetPreloaded(): void {
  taken.clear();
}
