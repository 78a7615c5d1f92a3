// The address a client is counted by in every limit of one address (the sign-in throttle, the
// rate limits, guest bags, promo guesses): its IP, an IPv6 one by its /64, as the page tokens
// count shoppers (shopperAddress). A household or a phone is handed a whole /64, so counting each
// IPv6 address apart gave one client as many budgets as addresses it cared to use.
import type { FastifyRequest } from 'fastify';
import { shopperAddress } from '@storefront/shared/contracts/page-token';

export const clientAddress = (request: Pick<FastifyRequest, 'ip'>): string => shopperAddress(request.ip);
