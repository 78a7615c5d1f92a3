// What the release page must hold the same on every gateway (README, "Past one machine"): the
// sign-out epoch every session cookie is signed with (session.ts), and the wrong-token count per
// address. Both live in the API's database, read and changed through /internal/release-page with
// the release token as a bearer (api/src/routes/internal/release-page): a sign-out on one gateway
// ends the session on every other at its next request, and wrong tokens sent to any gateway add up.
// When the API cannot be asked, no session can be trusted and no token is tried: the page refuses
// (503) rather than guesses. The release CLI does not need the API.

export interface SignOutEpoch {
  /** The current epoch: '' until the first sign-out. */
  read(): Promise<string>;
  /** Ends every session issued so far. */
  renew(): Promise<void>;
}

export interface Throttle {
  /**
   * Counts a token from this address before it is compared; false when the address is past its
   * limit (nothing may be compared then). Counting first, a burst of parallel guesses cannot all
   * pass a look taken before any of them was counted.
   */
  attempt(address: string): Promise<boolean>;
  /** Gives the count back: the token was right. */
  succeeded(address: string): Promise<void>;
}

export class ReleasePageStateError extends Error {}

export function releasePageState(apiUrl: string, token: string): { epoch: SignOutEpoch; throttle: Throttle } {
  const call = async <T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> => {
    let response: Response;
    try {
      response = await fetch(`${apiUrl}/internal/release-page${path}`, {
        method,
        headers: {
          accept: 'application/json',
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(3_000),
      });
    } catch (error) {
      throw new ReleasePageStateError(`the API cannot be reached: ${(error as Error).message}`);
    }
    if (!response.ok) throw new ReleasePageStateError(`the API answered ${response.status} for ${path}`);
    return (response.status === 204 ? undefined : await response.json()) as T;
  };
  return {
    epoch: {
      read: async () => (await call<{ epoch: string }>('GET', '/epoch')).epoch,
      renew: async () => void (await call('POST', '/epoch')),
    },
    throttle: {
      attempt: async (address) =>
        !(await call<{ blocked: boolean }>('POST', '/sign-in-throttle', { address })).blocked,
      succeeded: async (address) => void (await call('DELETE', '/sign-in-throttle', { address })),
    },
  };
}
