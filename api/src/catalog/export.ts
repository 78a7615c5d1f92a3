// The catalogue as JSON Lines (`npm run catalog -- export`): every product in id order, each line
// what GET /api/products/{id} answers for it (stock, group and details included; not what is worked
// out: the colour count, colourways and ratings), so an export imports back as it is. Read in pages by id (keyset), so memory stays bounded whatever the catalogue's size.
import { asc, gt, inArray } from 'drizzle-orm';
import { SIZES } from '@storefront/shared/contracts/vocabulary';
import type { Db } from '../db/client';
import { products, stock } from '../db/schema';
import { toDetails, toProduct } from '../repositories/products';
import type { CatalogLine } from './product-line';

const PAGE = 1_000;

export async function* exportedLines(db: Db): AsyncGenerator<string> {
  let after = 0;
  for (;;) {
    const rows = await db
      .select()
      .from(products)
      .where(gt(products.id, after))
      .orderBy(asc(products.id))
      .limit(PAGE);
    if (rows.length === 0) return;
    const left = new Map<string, number>();
    const stockRows = await db
      .select({ productId: stock.productId, size: stock.size, quantity: stock.quantity })
      .from(stock)
      .where(
        inArray(
          stock.productId,
          rows.map((r) => r.id),
        ),
      );
    for (const s of stockRows) left.set(`${s.productId}:${s.size}`, s.quantity);
    for (const row of rows) {
      const { colourCount: _derived, ...product } = toProduct(row);
      const answer: CatalogLine = {
        ...product,
        stock: SIZES.map((size) => ({ size, available: left.get(`${row.id}:${size}`) ?? 0 })),
        ...toDetails(row),
      };
      yield JSON.stringify(answer);
    }
    after = rows[rows.length - 1].id;
  }
}
