import './production-mode.js';
import type { ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
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
const app = await buildGateway({ ...config, logger: process.env.GATEWAY_LOG === '1' });

// Stopping (SIGTERM, a rolling restart): no new connection is accepted, every answer still to be
// sent says Connection: close (a balancer's kept-alive connection ends after its request in flight
// instead of carrying the next one to a process going away), the requests in flight finish, within
// DRAIN_MS, and the process exits (README, "Past one machine").
const DRAIN_MS = 10_000;
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
  app.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(`gateway: failed to stop cleanly on ${signal}`, error);
      process.exit(1);
    },
  );
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stop(signal));
