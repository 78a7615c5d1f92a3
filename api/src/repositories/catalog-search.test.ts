import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Product } from '@storefront/shared/contracts/schemas';
import { indexCatalog, searchCatalog, trigramList, wordSimilarity } from './catalog-search';

describe('pg_trgm word similarity', () => {
  test('pads words like pg_trgm', () => {
    assert.deepEqual(trigramList('Word'), ['  w', ' wo', 'wor', 'ord', 'rd ']);
    assert.deepEqual(trigramList('%'), []);
  });

  test("matches pg_trgm's documented and measured values", () => {
    // SELECT word_similarity('word', 'two words') = 0.8 in the PostgreSQL documentation.
    assert.equal(wordSimilarity('word', 'two words'), 0.8);
    assert.equal(wordSimilarity('hodie', 'forge performance hoodie'), 5 / 8);
    assert.equal(wordSimilarity('zzqqxx', 'forge performance hoodie'), 0);
  });
});

describe('searchCatalog', () => {
  const product = (id: number, name: string): Product => ({
    id,
    productId: id,
    name,
    gender: 'women',
    category: 'bottoms',
    style: 'leggings',
    price: 30,
    salePrice: null,
    new: false,
    color: 'black',
    dsgn: null,
    description: '',
  });
  const catalog = indexCatalog([
    product(1, 'Apex Sweatpants'),
    product(2, 'Pants Classic'),
    product(3, 'Vital Pants'),
    product(4, 'Aura Seamless Sports Bra'),
    product(5, 'Flex Leggings'),
  ]);
  const names = (term: string) => searchCatalog(catalog, term).map((p) => p.name);

  test('ranks a prefix, then a whole word, then a part of a word', () => {
    assert.deepEqual(names('pants'), ['Pants Classic', 'Vital Pants', 'Apex Sweatpants']);
  });

  test('forgives typos and missing letters', () => {
    assert.deepEqual(names('legings'), ['Flex Leggings']);
    assert.deepEqual(names('sport bra'), ['Aura Seamless Sports Bra']);
  });

  test('finds nothing for nonsense or symbols, and caps the answer', () => {
    assert.deepEqual(names('zzqqxx'), []);
    assert.deepEqual(names('%'), []);
    const many = Array.from({ length: 40 }, (_, i) => product(100 + i, `Essential Tee ${i}`));
    assert.equal(searchCatalog(indexCatalog(many), 'essential').length, 24);
  });
});
