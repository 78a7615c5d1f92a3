// A local OpenID provider (oidc-provider 8) on 127.0.0.1 standing in for Google
// in tests: its development interactions let anyone sign in with any login
// (the login form, then a consent page). Run on its own, it prints
// { issuer, clientId, clientSecret } as one JSON line and stays up until SIGTERM.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import Provider from 'oidc-provider';
import { testToolsFromEnv } from '../config';

export interface LocalOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

export async function startLocalOidcProvider(options: {
  port?: number;
  redirectUris: string[];
}): Promise<LocalOidcProvider> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = 'storefront-local';
  const clientSecret = randomBytes(24).toString('base64url');

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'preferred_username'],
    },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    // The login typed in the form is the subject; an address as login is used as the e-mail.
    findAccount: (_ctx, id) => ({
      accountId: id,
      claims: () => {
        const local = id.includes('@') ? id.split('@')[0] : id;
        return {
          sub: id,
          email: id.includes('@') ? id : `${local.replace(/[^A-Za-z0-9._-]/g, '') || 'user'}@example.test`,
          email_verified: true,
          name: local,
          given_name: local,
          preferred_username: local,
        };
      },
    }),
  });
  server.on('request', provider.callback());

  return {
    issuer,
    clientId,
    clientSecret,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { oidcPort: port, oidcRedirectUris: redirectUris } = testToolsFromEnv();
  const running = await startLocalOidcProvider({ port, redirectUris });
  console.log(
    JSON.stringify({
      issuer: running.issuer,
      clientId: running.clientId,
      clientSecret: running.clientSecret,
    }),
  );
  const stop = () => void running.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
