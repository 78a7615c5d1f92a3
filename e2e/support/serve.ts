// Playwright's webServer: starts everything and stays up until Playwright stops it.
import { startServers } from './servers';

const servers = await startServers();
console.log(`e2e store at ${servers.baseUrl}`);
const stop = () => {
  servers.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
