// At most CALLS_AT_ONCE calls of one client address in this process at once (README.md,
// Security): past them a call does no work and is answered 429 a second later (REFUSED_AFTER_MS),
// so a client that floods (new search terms, product reads, 300 log-ins at once) keeps at most its
// share of the database queue and the event loop, and every other shopper's call waits behind that
// share. A call holds its place from its arrival until its answer is made (onSend), whether or not
// the client is still there: hanging up never frees a place while the work goes on. A client that
// hangs up before its call's work starts frees the place, and the work is not done.
//
// The trusted proxies' own calls are not counted: a gateway's server rendering asks as itself
// (gateway/src/ssr/data-loader.ts, coalesced, under the gateway's own CALLS_AT_ONCE per shopper),
// and a balancer's checks. A shopper's call through them carries the shopper's address.
import { BlockList, isIPv6 } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CALLS_AT_ONCE,
  CallsAtOnce,
  REFUSED_AFTER_MS,
  TOO_MANY_AT_ONCE,
} from '@storefront/shared/contracts/calls-at-once';
import { clientAddress } from './client-address';

/** A counted call's place (absent for a call not counted). */
interface Place {
  leave: () => void;
  /** The call reached its handler's hooks (preValidation): its body is read, its work may start. */
  started: boolean;
  /** Its client hung up. */
  gone: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    callsAtOnce: Place | null;
  }
}

/** The addresses and CIDR ranges of TRUSTED_PROXIES as one list to check an address against. */
function trustedList(proxies: readonly string[]): BlockList {
  const list = new BlockList();
  for (const proxy of proxies) {
    const [address, bits] = proxy.split('/');
    const family = isIPv6(address) ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
  }
  return list;
}

export function installCallsAtOnce(
  app: FastifyInstance,
  trustedProxies: readonly string[],
  calls = new CallsAtOnce(CALLS_AT_ONCE),
): CallsAtOnce {
  const trusted = trustedList(trustedProxies);
  const isTrusted = (request: FastifyRequest) => {
    const ip = request.ip.replace(/^::ffff:/i, '');
    return trusted.check(ip, isIPv6(ip) ? 'ipv6' : 'ipv4');
  };
  app.decorateRequest('callsAtOnce', null);
  // Hooks with callbacks, not async functions: they run on every call, trusted ones included, and
  // async hooks cost a search flood about a tenth of its rate (alternating runs, this machine).
  // Taken as the call arrives, before its body is read or checked: a refusal costs next to nothing.
  app.addHook('onRequest', (request, reply, done) => {
    if (isTrusted(request)) return done();
    const leave = calls.enter(clientAddress(request));
    if (!leave) {
      // Answered later, holding no place; the hooks and the handler never run.
      setTimeout(() => {
        void reply.code(429).header('retry-after', '1').send({ message: TOO_MANY_AT_ONCE });
      }, REFUSED_AFTER_MS);
      return;
    }
    const place: Place = { leave, started: false, gone: false };
    request.callsAtOnce = place;
    // A client gone before its call's work could start (while a route's own hook waited, or its
    // body was arriving) frees the place: such a call may never come to an answer (a body that
    // stopped arriving is waited for no more), and it will do no work (preValidation below).
    reply.raw.once('close', () => {
      place.gone = true;
      if (!place.started) leave();
    });
    done();
  });
  app.addHook('preValidation', (request, reply, done) => {
    const place = request.callsAtOnce;
    if (place) {
      place.started = true;
      // Its client is gone already: no work for no one (the place was freed as it went).
      if (place.gone) reply.hijack();
    }
    done();
  });
  app.addHook('onSend', (request, _reply, payload, done) => {
    request.callsAtOnce?.leave();
    done(null, payload);
  });
  return calls;
}
