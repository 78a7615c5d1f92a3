// The session cookie: HttpOnly, SameSite=Lax, path /, Secure when the store is
// reached over HTTPS (the gateway's X-Forwarded-Proto is trusted from loopback).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccountUser } from '@storefront/shared/contracts/accounts';
import type { SessionsRepository } from '../repositories/sessions';

export const SESSION_COOKIE = 'sf_session';

export class SessionManager {
  private readonly memo = new WeakMap<FastifyRequest, Promise<AccountUser | null>>();

  constructor(
    private readonly sessions: SessionsRepository,
    private readonly absoluteHours: number,
  ) {}

  /** The signed-in user, looked up once per request (the auth plugin's hook asks). */
  current(request: FastifyRequest): Promise<AccountUser | null> {
    let found = this.memo.get(request);
    if (!found) {
      const token = request.cookies[SESSION_COOKIE];
      found = token ? this.sessions.resolve(token) : Promise.resolve(null);
      this.memo.set(request, found);
    }
    return found;
  }

  /** Always a fresh id at sign-in: a session id planted before sign-in is worthless after it. */
  async start(request: FastifyRequest, reply: FastifyReply, userId: number): Promise<void> {
    const previous = request.cookies[SESSION_COOKIE];
    if (previous) await this.sessions.destroy(previous);
    const token = await this.sessions.create(userId);
    reply.setCookie(SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
      maxAge: this.absoluteHours * 3600,
    });
  }

  async end(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await this.sessions.destroy(token);
    reply.clearCookie(SESSION_COOKIE, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
    });
  }
}
