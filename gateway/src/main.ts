import './production-mode.js';
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
await app.listen({ port: config.port, host: config.host });
console.log(`store at http://localhost:${config.port}/home`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
