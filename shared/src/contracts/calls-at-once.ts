// How much one client may have a process work on at once (README.md, Security): the API's calls
// and the gateway's pages. A client is its address, an IPv6 one by its /64 (shopperAddress). Past
// its share a call does no work and is answered 429 a second later, so one client flooding a process
// (new search terms, made-up pages) holds at most its share of it and everyone else's calls wait
// behind that share, not behind the flood. Imported by its path: Node only, no TypeBox.

/**
 * What one client address has one process work on at once: an API's calls, a gateway's pages. A
 * browser asks a handful at a time; 32 leaves room for a household or an office behind one address.
 */
export const CALLS_AT_ONCE = 32;
/**
 * How long a call past a client's share waits before its 429 (`Retry-After: 1`), holding no place
 * and doing no work: a client that asks again at once loops once a second a connection, instead of
 * as fast as the process can refuse it (which kept the event loop as busy as the flood did).
 */
export const REFUSED_AFTER_MS = 1_000;
/**
 * Connections one client address may hold open at once to what shoppers connect to (the balancer,
 * or a gateway serving them directly); past them a new one is closed unanswered, so one address
 * cannot take every connection by opening them and sending nothing, or reading slowly. Far above
 * what a shared address needs (an office or a carrier's NAT: a browser keeps about 6 per site);
 * requests, not connections, are what the processes bound per client (CALLS_AT_ONCE).
 */
export const CONNECTIONS_AT_ONCE = 512;
/** What a client over its share reads, with `Retry-After: 1`. */
export const TOO_MANY_AT_ONCE = 'Too many requests at once from your address, please try again in a moment';

/** What each client has in flight, `max` each; the map holds only clients with something in it. */
export class CallsAtOnce {
  private readonly counts = new Map<string, number>();

  constructor(readonly max: number) {}

  /** A place for `client`, or null when it has `max` already. Calling the release again does nothing. */
  enter(client: string): (() => void) | null {
    const count = this.counts.get(client) ?? 0;
    if (count >= this.max) return null;
    this.counts.set(client, count + 1);
    let held = true;
    return () => {
      if (!held) return;
      held = false;
      const left = (this.counts.get(client) ?? 1) - 1;
      if (left > 0) this.counts.set(client, left);
      else this.counts.delete(client);
    };
  }

  /** What `client` has in flight now. */
  of(client: string): number {
    return this.counts.get(client) ?? 0;
  }

  /** Clients with something in flight now. */
  get clients(): number {
    return this.counts.size;
  }
}
