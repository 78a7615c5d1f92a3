import './production-mode.js';
import type { ServerResponse } from 'node:http';
import { Server as NetServer, type AddressInfo } from 'node:net';
import { ConfigError, loadConfig } from './config.js';
import { buildGateway } from './server.js';

let config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`gateway: ${error.message}`);
  process.exit(1);
}
const app = await buildGateway(config);

// Stopping (SIGTERM, a rolling restart): no new connection is accepted, every answer still to be
// sent says Connection: close (a balancer's kept-alive connection ends after its request in flight
// instead of carrying the next one to a process going away), the requests in flight finish, within
// DRAIN_MS, and the process exits (README, "Past one machine").
const DRAIN_MS = 10_000;
/** The balancer sees the closed port within about 1.5 s (deploy/haproxy.cfg). */
const GRACE_MS = 2_000;
let stopping = false;
const unanswered = new Set<ServerResponse>();
app.server.prependListener('request', (_request, response) => {
  if (stopping) return void response.setHeader('Connection', 'close');
  unanswered.add(response);
  response.once('close', () => unanswered.delete(response));
});

await app.listen({ port: config.port, host: config.host });
console.log(`store at http://localhost:${(app.server.address() as AddressInfo).port}/home`);

function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  for (const response of unanswered) if (!response.headersSent) response.setHeader('Connection', 'close');
  setTimeout(() => {
    console.error(`gateway: requests still in flight ${DRAIN_MS} ms after ${signal}; exiting anyway`);
    process.exit(1);
  }, DRAIN_MS).unref();
  // No new connection (net's close: http's would also close idle connections at once, racing a
  // request the balancer was just sending on one); kept connections may bring requests for
  // GRACE_MS, until the balancer's checks have seen the closed port; then the idle ones are closed.
  NetServer.prototype.close.call(app.server, () => {
    clearTimeout(grace);
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`gateway: failed to stop cleanly on ${signal}`, error);
        process.exit(1);
      },
    );
  });
  const grace = setTimeout(() => {
    app.server.closeIdleConnections();
    // An answer whose headers went out before the signal kept its connection alive; ending after
    // the grace, nothing else would close that connection before the keep-alive timeout.
    for (const response of unanswered)
      response.once('finish', () => setImmediate(() => app.server.closeIdleConnections()));
  }, GRACE_MS);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stop(signal));
