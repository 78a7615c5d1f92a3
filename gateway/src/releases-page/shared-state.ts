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
  /** True when this address has used up its wrong attempts for now. */
  blocked(address: string): Promise<boolean>;
  failed(address: string): Promise<void>;
}

export class ReleasePageStateError extends Error {}

export function releasePageState(apiUrl: string, token: string): { epoch: SignOutEpoch; throttle: Throttle } {
  const call = async <T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> => {
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
    return (await response.json()) as T;
  };
  return {
    epoch: {
      read: async () => (await call<{ epoch: string }>('GET', '/epoch')).epoch,
      renew: async () => void (await call('POST', '/epoch')),
    },
    throttle: {
      blocked: async (address) =>
        (await call<{ blocked: boolean }>('GET', `/sign-in-throttle?address=${encodeURIComponent(address)}`))
          .blocked,
      failed: async (address) => void (await call('POST', '/sign-in-throttle', { address })),
    },
  };
}
