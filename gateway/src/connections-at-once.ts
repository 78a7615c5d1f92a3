// What one client address may hold open at a gateway that shoppers connect to directly (`npm
// start`, no balancer in front): CONNECTIONS_AT_ONCE connections, as the balancer allows each
// address (cluster/haproxy-config.ts). Past them a new connection is closed unanswered, before
// anything is read from it. A trusted proxy's connections (the balancer's) are not counted: a
// shopper behind it is counted by the balancer.
import type { Server } from 'node:http';
import { CallsAtOnce, CONNECTIONS_AT_ONCE } from '@storefront/shared/contracts/calls-at-once';
import { shopperAddress } from '@storefront/shared/contracts/page-token';
import { trustedPeers } from './trusted-peers.js';

export function limitConnections(
  server: Server,
  trustedProxies: readonly string[],
  max = CONNECTIONS_AT_ONCE,
): void {
  const isTrusted = trustedPeers(trustedProxies);
  // The same count as a client's calls at once (CallsAtOnce), of connections here.
  const open = new CallsAtOnce(max);
  server.prependListener('connection', (socket) => {
    const ip = socket.remoteAddress ?? '';
    if (isTrusted(ip)) return;
    const leave = open.enter(shopperAddress(ip));
    if (!leave) return void socket.destroy();
    socket.once('close', leave);
  });
}
