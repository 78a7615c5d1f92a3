// Product search over the catalog held in memory. The catalog only changes at
// start (the seed), and the embedded database answers one query at a time, so
// 50 shoppers searching at once would queue behind each other there. The ranking
// is the one docs/api.md#products describes, and typo tolerance follows pg_trgm's
// word similarity, so both databases answer alike.
import type { Product } from '@storefront/shared/contracts/schemas';

const SEARCH_RESULT_LIMIT = 24;
/** 'hodie' scores about 0.62 against 'hoodie'; 0.5 leaves room for one more slip. */
const WORD_SIMILARITY_THRESHOLD = 0.5;

/** pg_trgm's trigrams in order: each alphanumeric word padded with two spaces before and one after. */
export function trigramList(text: string): string[] {
  const out: string[] = [];
  for (const word of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i += 1) out.push(padded.slice(i, i + 3));
  }
  return out;
}

/**
 * pg_trgm's word_similarity(term, text): the best similarity between the term's
 * trigrams and any continuous run of the text's trigrams. The best run starts and
 * ends on a shared trigram, so only those bounds are tried.
 */
export function wordSimilarity(term: string, text: string): number {
  return similarityOfTrigrams(new Set(trigramList(term)), trigramList(text));
}

function similarityOfTrigrams(wanted: ReadonlySet<string>, list: readonly string[]): number {
  if (wanted.size === 0) return 0;
  const bounds = list.flatMap((trigram, i) => (wanted.has(trigram) ? [i] : []));
  let best = 0;
  for (const start of bounds) {
    const extent = new Set<string>();
    let shared = 0;
    for (let i = start; i < list.length; i += 1) {
      if (!extent.has(list[i])) {
        extent.add(list[i]);
        if (wanted.has(list[i])) shared += 1;
      }
      if (wanted.has(list[i])) best = Math.max(best, shared / (wanted.size + extent.size - shared));
    }
  }
  return best;
}

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, (c) => `\\${c}`);

export interface CatalogIndex {
  entries: { product: Product; name: string; trigrams: string[] }[];
}

/** Names lower-cased and cut into trigrams once, not at every search. */
export const indexCatalog = (catalog: readonly Product[]): CatalogIndex => ({
  entries: catalog.map((product) => {
    const name = product.name.toLowerCase();
    return { product, name, trigrams: trigramList(name) };
  }),
});

/**
 * Names starting with the term first, then names holding it as a whole word,
 * then anywhere, then names only close to it; closer first, then by id.
 */
export function searchCatalog(index: CatalogIndex, term: string): Product[] {
  const wholeWord = new RegExp(`(^|[^\\p{L}\\p{N}_])${escapeRegex(term)}($|[^\\p{L}\\p{N}_])`, 'u');
  const wanted = new Set(trigramList(term));
  const scored: { product: Product; rank: number; similarity: number }[] = [];
  for (const { product, name, trigrams } of index.entries) {
    const similarity = similarityOfTrigrams(wanted, trigrams);
    const contains = name.includes(term);
    if (!contains && similarity < WORD_SIMILARITY_THRESHOLD) continue;
    const rank = name.startsWith(term) ? 0 : wholeWord.test(name) ? 1 : contains ? 2 : 3;
    scored.push({ product, rank, similarity });
  }
  return scored
    .sort((a, b) => a.rank - b.rank || b.similarity - a.similarity || a.product.id - b.product.id)
    .slice(0, SEARCH_RESULT_LIMIT)
    .map((s) => s.product);
}
