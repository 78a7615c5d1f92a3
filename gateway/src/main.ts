import { buildGateway } from './server.js';

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '0.0.0.0';
const app = await buildGateway({ logger: process.env.GATEWAY_LOG === '1' });
await app.listen({ port, host });
console.log(`store at http://localhost:${port}/home`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
