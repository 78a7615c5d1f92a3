// Whether a connection's peer is one of GATEWAY_TRUSTED_PROXIES (a balancer): its requests carry
// other clients' (X-Forwarded-For is believed from it) and are not counted as one client's.
/** The check over `trustedProxies`: an IPv4 peer may come as `::ffff:a.b.c.d`. */
export function trustedPeers(trustedProxies: readonly string[]): (peer: string) => boolean {
  const trusted = new Set(trustedProxies);
  return (peer) => trusted.has(peer) || trusted.has(peer.replace(/^::ffff:/i, ''));
}
