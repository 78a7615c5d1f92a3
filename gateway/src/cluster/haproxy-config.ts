// The balancer in front of the store (README, "Past one machine"), one text for `npm run cluster`
// and for production (deploy/haproxy.cfg is this, rendered for two gateways and two APIs; a test
// keeps them the same). Two tiers, both checked and retried:
// - shoppers -> gateways: the shopper's own address is the only X-Forwarded-For the gateways see
//   (a client's own header is dropped), and a gateway is in rotation only while its /readyz says
//   it has an API and a manifest;
// - gateways -> APIs (an internal frontend, API_URL of every gateway): in rotation only while
//   /api/health says the database answers.
// A request that finds a process dead or closing is sent to another (retry-on and redispatch on
// every retry), except a write without an idempotency key after it may have reached the process:
// only orders carry one (docs/cart.md), a cart change would be made twice. A 503 is tried again
// on the APIs' tier only (a gateway drains before it closes: gateway/src/main.ts), so an API
// shedding load is asked at most 4 times for one request, not 4 times 4.
import { CONNECTIONS_AT_ONCE } from '@storefront/shared/contracts/calls-at-once';

export interface ClusterAddresses {
  /** Where shoppers connect, e.g. ':8080'. */
  storeBind: string;
  /** Where the gateways reach the APIs, e.g. '127.0.0.1:3100'. */
  apiBind: string;
  gateways: string[];
  apis: string[];
  /** The runtime API's socket (show stat, disable server), or none. */
  statsSocket?: string;
  /** Connections one client address (an IPv6 /64 as one) may hold open at once (CONNECTIONS_AT_ONCE); tests make it small. */
  connectionsPerClient?: number;
}

const servers = (prefix: string, addresses: string[]) =>
  addresses.map((address, i) => `  server ${prefix}${i + 1} ${address} check`).join('\n');

export function haproxyConfig(addresses: ClusterAddresses): string {
  return `# Rendered by gateway/src/cluster/haproxy-config.ts (npm run cluster writes its own copy).
global
  # Each connection costs two file descriptors; raise with the host's limit (ulimit -n).
  maxconn 4096
${addresses.statsSocket ? `  stats socket ${addresses.statsSocket} mode 600 level admin\n` : ''}
defaults
  mode http
  timeout connect 2s
  timeout client 30s
  timeout server 30s
  timeout http-request 10s
  timeout http-keep-alive 5s
  timeout queue 5s
  # A process that stopped accepting or died: try again, on another server each time.
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response response-timeout
  # Checked every second; out after 2 failures, back after 2 successes.
  default-server inter 1s fastinter 500ms downinter 1s fall 2 rise 2

frontend store
  bind ${addresses.storeBind}
  # One client address's connections at once (an IPv6 /64 as one, an IPv4 one through a NAT64
  # translator as itself): past them, closed unanswered.
  stick-table type ipv6 size 100k expire 30s store conn_cur
  tcp-request connection track-sc0 src if { src 64:ff9b::/96 }
  tcp-request connection track-sc0 src,ipmask(32,64)
  tcp-request connection reject if { sc0_conn_cur gt ${addresses.connectionsPerClient ?? CONNECTIONS_AT_ONCE} }
  # The shopper's address and scheme as this balancer saw them, never the client's own headers.
  http-request del-header X-Forwarded-For
  http-request del-header X-Forwarded-Proto
  http-request del-header X-Forwarded-Host
  option forwardfor
  # Behind TLS terminated here (bind ... ssl crt ...), the gateways and the API mark cookies Secure.
  http-request set-header X-Forwarded-Proto https if { ssl_fc }
  http-request disable-l7-retry if !METH_GET !METH_HEAD !METH_OPTIONS !{ req.hdr(idempotency-key) -m found }
  default_backend gateways

backend gateways
  balance roundrobin
  option httpchk GET /readyz
  http-check expect status 200
${servers('gateway', addresses.gateways)}

frontend api
  bind ${addresses.apiBind}
  # Appended to the gateway's chain (the shopper, then this balancer), which the API trusts.
  option forwardfor
  http-request disable-l7-retry if !METH_GET !METH_HEAD !METH_OPTIONS !{ req.hdr(idempotency-key) -m found }
  default_backend apis

backend apis
  balance roundrobin
  # And an API's 503 (closing, or shedding a load its database cannot take), on this tier only: a
  # gateway answers the shopper the API's 503 as it came, which the shoppers' tier retrying too
  # would send to the APIs up to 16 times.
  retry-on conn-failure empty-response response-timeout 503
  option httpchk GET /api/health
  http-check expect status 200
${servers('api', addresses.apis)}
`;
}

/** deploy/haproxy.cfg: two gateways and two APIs on their own hosts. */
export const DEPLOY_EXAMPLE: ClusterAddresses = {
  storeBind: ':80',
  apiBind: '10.0.0.10:3100',
  gateways: ['10.0.1.1:8080', '10.0.1.2:8080'],
  apis: ['10.0.2.1:3000', '10.0.2.2:3000'],
  statsSocket: '/run/haproxy/admin.sock',
};
