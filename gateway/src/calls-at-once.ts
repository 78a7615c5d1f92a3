// What one client address has this gateway work on at once (README, Security): its pages, the
// mail's product pictures (each a render from the server builds and calls to the API) and the
// sitemap's files (a file's ids from the API, its XML written), together at most CALLS_AT_ONCE. Past them a request does no work and is answered 429 a second later
// (REFUSED_AFTER_MS). A trusted proxy's own requests (a balancer's) are not a shopper's. Release
// files and /api are not counted here: files cost no render, and the API counts its own calls by
// the address this gateway forwards.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CALLS_AT_ONCE, CallsAtOnce, REFUSED_AFTER_MS } from '@storefront/shared/contracts/calls-at-once';
import { shopperAddress } from '@storefront/shared/contracts/page-token';
import { sendGeneric } from './edge-answers.js';
import { trustedPeers } from './trusted-peers.js';

/** Runs a request's work within its client's share, or answers it 429 without running it. */
export type AtOnce = <T>(
  request: FastifyRequest,
  reply: FastifyReply,
  work: () => Promise<T>,
) => Promise<T | FastifyReply>;

export function createAtOnce(
  trustedProxies: readonly string[],
  calls = new CallsAtOnce(CALLS_AT_ONCE),
): AtOnce {
  const isTrusted = trustedPeers(trustedProxies);
  return async (request, reply, work) => {
    const leave = isTrusted(request.ip) ? () => {} : calls.enter(shopperAddress(request.ip));
    if (!leave) {
      await new Promise((resolve) => setTimeout(resolve, REFUSED_AFTER_MS));
      return sendGeneric(request, reply.header('Retry-After', '1'), 429);
    }
    try {
      return await work();
    } finally {
      leave();
    }
  };
}
