// oidc-provider 8 ships no types; this is the little the local test provider uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface Account {
    accountId: string;
    claims(use: string, scope: string): Record<string, unknown> | Promise<Record<string, unknown>>;
  }

  export interface ProviderConfiguration {
    clients?: Record<string, unknown>[];
    claims?: Record<string, string[]>;
    cookies?: { keys?: string[] };
    features?: Record<string, unknown>;
    pkce?: { required?: () => boolean };
    ttl?: Record<string, number>;
    findAccount?(ctx: unknown, id: string): Account | undefined | Promise<Account | undefined>;
    [key: string]: unknown;
  }

  export default class Provider {
    constructor(issuer: string, configuration?: ProviderConfiguration);
    proxy: boolean;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
  }
}
