// The address a client is counted by in every limit of one address (the sign-in throttle, the
// rate limits, guest bags, promo guesses): its IP, an IPv6 one by its /64, as the page tokens
// count shoppers (shopperAddress). A household or a phone is handed a whole /64, so counting each
// IPv6 address apart gave one client as many budgets as addresses it cared to use.
import type { FastifyRequest } from 'fastify';
import { shopperAddress } from '@storefront/shared/contracts/page-token';

export const clientAddress = (request: Pick<FastifyRequest, 'ip'>): string => shopperAddress(request.ip);

/**
 * The IPv6 /48 a client counted by its /64 (clientAddress) lies in, or null (an IPv4 address, a
 * NAT64 one, an account id). A /48 is one site's assignment, and a tunnel broker hands anyone one
 * for free: 65,536 /64s, each with budgets of its own. What makes the store keep something for a
 * day or more (the day budgets of auth/a-day.ts, guest bags, telemetry's new pages) counts a /48
 * too, so rotating through its /64s buys a client NETWORK_ADDRESSES budgets, not 65,536.
 */
export function networkOf(client: string): string | null {
  const site = /^([0-9a-f]{1,4}:[0-9a-f]{1,4}:[0-9a-f]{1,4}):[0-9a-f]{1,4}::\/64$/.exec(client);
  return site ? `${site[1]}::/48` : null;
}

/**
 * How many addresses' budgets the /64s of one /48 share: 16 households or phones, so the people of
 * one site are not held back by each other.
 */
export const NETWORK_ADDRESSES = 16;
