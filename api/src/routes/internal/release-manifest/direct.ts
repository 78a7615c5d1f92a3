// The release CLI's way to the database when no API is running (gateway/src/release/store.ts): this
// process opens the store's database as the API would (PGlite's folder lock makes it refuse while
// an API holds it: then the CLI goes through that API), migrates it, and answers the same calls as
// /internal/release-manifest, one JSON line in, one JSON line out, until its stdin ends.
// Run as `node --import tsx src/routes/internal/release-manifest/direct.ts` from api/.
import { createInterface } from 'node:readline';
import { openStoreDatabase } from '../../../app';
import { configFromEnv } from '../../../config';
import { releasesRepository, type ReleaseChange } from '../../../repositories/releases';

type Call = { id: number } & (
  { op: 'read' } | { op: 'info'; slice: string; version: string } | { op: 'apply'; change: ReleaseChange }
);

const send = (line: object) => process.stdout.write(`${JSON.stringify(line)}\n`);

const config = configFromEnv();
let database: Awaited<ReturnType<typeof openStoreDatabase>>;
try {
  database = await openStoreDatabase(config);
} catch (error) {
  send({ ready: false, message: error instanceof Error ? error.message : String(error) });
  process.exit(1);
}
const releases = releasesRepository(database, { databaseUrl: config.databaseUrl });
send({ ready: true, database: database.kind });

const lines = createInterface({ input: process.stdin });
// One call at a time, in order: the CLI waits for each answer anyway.
let queue: Promise<unknown> = Promise.resolve();
lines.on('line', (line) => {
  queue = queue.then(async () => {
    let call: Call;
    try {
      call = JSON.parse(line) as Call;
    } catch {
      return send({ id: -1, error: 'not JSON' });
    }
    try {
      if (call.op === 'read') send({ id: call.id, result: await releases.read() });
      else if (call.op === 'info')
        send({ id: call.id, result: await releases.info(call.slice, call.version) });
      else if (call.op === 'apply') send({ id: call.id, result: await releases.apply(call.change) });
      else send({ id: (call as { id: number }).id, error: 'unknown call' });
    } catch (error) {
      send({ id: call.id, error: error instanceof Error ? error.message : String(error) });
    }
  });
});
lines.on('close', () => {
  void queue.then(async () => {
    await releases.close();
    await database.close();
    process.exit(0);
  });
});
