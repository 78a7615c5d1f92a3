// The API bench's catalogue change on PostgreSQL: milliseconds until two API processes answer it.
import { openStoreDatabase } from '../src/app';
import { importCatalog } from '../src/catalog/import';
import { startApi } from './api-process';

/**
 * How soon every API process answers an import, on PostgreSQL (a PGlite folder belongs to one
 * process, and its import waits for the store to stop: docs/catalog.md): with a second API process
 * on the same database, one product's price is changed by an import, as the merchant's command
 * makes it, and both processes are asked for the product and for the listing page that shows it
 * until both answer the new price. Then the old line is imported back. -1: not within 15 s.
 */
export async function catalogueChangeVisibility(
  databaseUrl: string,
  base: string,
  env: Record<string, string>,
  log: (line: string) => void,
): Promise<number> {
  const second = await startApi(env);
  const database = await openStoreDatabase({ databaseUrl, dataDir: '' });
  try {
    const id = 16;
    const line = (await (await fetch(`${base}/api/products/${id}`)).json()) as { price: number };
    const price = line.price + 1;
    const listing = '/api/products/page?gender=women&limit=24';
    const shows = async (origin: string) => {
      const product = (await (await fetch(`${origin}/api/products/${id}`)).json()) as { price: number };
      const page = (await (await fetch(`${origin}${listing}`)).json()) as {
        products: { id: number; price: number }[];
      };
      return product.price === price && page.products.find((p) => p.id === id)?.price === price;
    };
    // Timed from the import's start: the command returns only after its VACUUM, and the API
    // processes may answer the new price before that.
    const imported = performance.now();
    await importCatalog(database, [JSON.stringify({ ...line, price })]);
    let ms = -1;
    while (performance.now() - imported < 15_000) {
      const [first, other] = await Promise.all([shows(base), shows(second.base)]);
      if (first && other) {
        ms = Math.round(performance.now() - imported);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await importCatalog(database, [JSON.stringify(line)]);
    log(
      ms >= 0
        ? `api catalogue change (product ${id}'s price) answered by both API processes, product and listing, ${ms} ms after the import started`
        : `api catalogue change (product ${id}'s price) not seen by both API processes within 15 s`,
    );
    return ms;
  } finally {
    await database.close();
    await second.stop();
  }
}
