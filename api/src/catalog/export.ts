// The catalogue as JSON Lines (`npm run catalog -- export`): every product in id order, each line
// what GET /api/products/{id} answers for it (stock included), so an export imports back as it
// is. Read in pages by id (keyset), so memory stays bounded whatever the catalogue's size.
import { asc, gt, inArray } from 'drizzle-orm';
import type { ProductWithStock } from '@storefront/shared/contracts/orders';
import { SIZES } from '@storefront/shared/contracts/vocabulary';
import type { Db } from '../db/client';
import { products, stock } from '../db/schema';
import { toProduct } from '../repositories/products';

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
      const answer: ProductWithStock = {
        ...toProduct(row),
        stock: SIZES.map((size) => ({ size, available: left.get(`${row.id}:${size}`) ?? 0 })),
      };
      yield JSON.stringify(answer);
    }
    after = rows[rows.length - 1].id;
  }
}
