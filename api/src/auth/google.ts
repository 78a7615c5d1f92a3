// Sign-in through Google (or any OpenID provider): authorization code flow with
// PKCE, state and nonce (openid-client v6). The pending flow lives in the
// database, keyed by the hash of a short-lived browser cookie, so any API
// process sharing the database can finish it.
import { randomBytes } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import * as oidc from 'openid-client';
import { isValidEmail } from '@storefront/shared/contracts/validation';
import type { GoogleConfig } from '../config';
import type { Db } from '../db/client';
import { oidcFlows } from '../db/schema';
import { hashToken } from '../repositories/sessions';
import { uniqueViolation, type UserRecord, type UsersRepository } from '../repositories/users';

export const FLOW_COOKIE = 'sf_oidc';
export const FLOW_MAX_AGE_SECONDS = 600;

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

interface IdentityClaims {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  preferred_username?: string;
  given_name?: string;
}

/** A user name that fits docs/account.md#validation: a letter first, 4 to 24 letters, digits, '_' or '-'. */
export function userNameFromProfile(claims: IdentityClaims, suffix = ''): string {
  const source =
    claims.preferred_username ?? claims.name ?? claims.given_name ?? claims.email?.split('@')[0] ?? 'shopper';
  let base = source
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9_-]+/g, '')
    .slice(0, 24 - suffix.length);
  if (!/^[A-Za-z]/.test(base)) base = `u${base}`.slice(0, 24 - suffix.length);
  if (base.length + suffix.length < 4) base = `${base}user`.slice(0, 24 - suffix.length);
  return `${base}${suffix}`;
}

/**
 * The provider's verified address belongs to an account whose own address was never verified:
 * whoever made that account may not own the address (pre-account takeover), so nothing is linked.
 */
export class UnverifiedAccountEmail extends Error {
  constructor() {
    super('an account with this e-mail exists but its address is not verified');
  }
}

interface GoogleSignInResult {
  user: UserRecord;
  /** True when this sign-in linked the identity to an existing account (its other sessions end). */
  linked: boolean;
}

export class GoogleSignIn {
  private configuration: Promise<oidc.Configuration> | null = null;

  constructor(
    readonly settings: GoogleConfig,
    private readonly db: Db,
    private readonly users: UsersRepository,
  ) {}

  private discover(): Promise<oidc.Configuration> {
    if (!this.configuration) {
      const issuer = new URL(this.settings.issuer);
      // Plain http only for a provider on this machine (the tests' local provider).
      const insecure = issuer.protocol === 'http:' && LOOPBACK.has(issuer.hostname);
      this.configuration = oidc
        .discovery(issuer, this.settings.clientId, this.settings.clientSecret, undefined, {
          execute: insecure ? [oidc.allowInsecureRequests] : [],
          timeout: 10,
        })
        .catch((error: unknown) => {
          this.configuration = null;
          throw error;
        });
    }
    return this.configuration;
  }

  /** Records a pending flow and answers the cookie value and the provider URL to send the browser to. */
  async start(): Promise<{ flowId: string; url: string }> {
    const config = await this.discover();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const flowId = randomBytes(32).toString('base64url');
    await this.db
      .delete(oidcFlows)
      .where(lt(oidcFlows.createdAt, sql`now() - make_interval(secs => ${FLOW_MAX_AGE_SECONDS})`));
    await this.db.insert(oidcFlows).values({ idHash: hashToken(flowId), state, codeVerifier, nonce });
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: this.settings.redirectUri,
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return { flowId, url: url.href };
  }

  /** Finishes a flow (single use) and answers the user it signs in. */
  async finish(flowId: string, callbackQuery: string): Promise<GoogleSignInResult> {
    const [flow] = await this.db
      .delete(oidcFlows)
      .where(
        and(
          eq(oidcFlows.idHash, hashToken(flowId)),
          gt(oidcFlows.createdAt, sql`now() - make_interval(secs => ${FLOW_MAX_AGE_SECONDS})`),
        ),
      )
      .returning();
    if (!flow) throw new Error('unknown or expired sign-in flow');
    const config = await this.discover();
    // The browser reached us through the gateway: the URL the provider redirected to is the configured one.
    const currentUrl = new URL(this.settings.redirectUri);
    currentUrl.search = callbackQuery;
    const tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
      pkceCodeVerifier: flow.codeVerifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    });
    let claims = tokens.claims() as IdentityClaims | undefined;
    if (!claims?.sub) throw new Error('the provider sent no subject');
    if (!claims.email && tokens.access_token) {
      // Providers that keep the ID token minimal answer the profile at the userinfo endpoint.
      const info = (await oidc.fetchUserInfo(config, tokens.access_token, claims.sub)) as IdentityClaims;
      claims = { ...info, ...claims };
    }
    return this.userForClaims(config.serverMetadata().issuer, claims);
  }

  /** The user an identity signs in: known, linked by a verified address on both sides, or new. */
  async userForClaims(issuer: string, claims: IdentityClaims): Promise<GoogleSignInResult> {
    const known = await this.users.findByIdentity(issuer, claims.sub);
    if (known) return { user: known, linked: false };
    // An address outside the store's rule (one plain address) is as good as none: never linked,
    // kept or mailed.
    const providerVerified = Boolean(
      claims.email && claims.email_verified === true && isValidEmail(claims.email),
    );
    if (claims.email && providerVerified) {
      // A verified address that already has an account is that shopper: link, do not duplicate,
      // but only if the account proved it owns the address too.
      const owner = await this.users.findByEmail(claims.email);
      if (owner) {
        if (!owner.emailVerifiedAt) throw new UnverifiedAccountEmail();
        await this.users.linkIdentity(owner.id, issuer, claims.sub);
        return { user: (await this.users.findByIdentity(issuer, claims.sub)) ?? owner, linked: true };
      }
    }
    const created = await this.createFor(issuer, claims, providerVerified);
    return { user: created, linked: false };
  }

  private async createFor(
    issuer: string,
    claims: IdentityClaims,
    providerVerified: boolean,
  ): Promise<UserRecord> {
    let email = providerVerified ? claims.email : undefined;
    for (let attempt = 0; attempt < 8; attempt++) {
      const suffix = attempt === 0 ? '' : String(randomBytes(2).readUInt16BE(0) % 10_000);
      const userName = userNameFromProfile(claims, suffix);
      email ??= `${userName.toLowerCase()}.${claims.sub.slice(0, 16).replace(/[^A-Za-z0-9]/g, '')}@users.invalid`;
      try {
        // Only the provider's own verified address counts as verified, never the placeholder.
        const emailVerified = providerVerified && email === claims.email;
        return await this.users.createWithIdentity({ userName, email, emailVerified }, issuer, claims.sub);
      } catch (error) {
        const which = uniqueViolation(error);
        if (which === 'identity') {
          const raced = await this.users.findByIdentity(issuer, claims.sub);
          if (raced) return raced;
        }
        if (which === 'email') email = undefined;
        if (!which) throw error;
      }
    }
    throw new Error('could not find a free user name');
  }
}
