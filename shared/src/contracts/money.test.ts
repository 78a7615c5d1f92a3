import type { CartStock } from './schemas';
import { cartTotals, effectivePrice, formatMoney, fromCents, sortByPrice, toCents, unitCents } from './money';

const line = (productId: number, price: number, salePrice: number | null, quantity = 1): CartStock =>
  ({
    productId,
    cart_stocks: {
      price,
      salePrice,
      quantity,
      size: 'medium',
      stockId: productId * 10,
      productName: `Product ${productId}`,
      gender: 'men',
      new: false,
      color: 'black',
      style: 'shorts',
    },
  }) as CartStock;

describe('money helpers', () => {
  it('formats dollars with two decimals', () => {
    expect(formatMoney(30)).toBe('$30.00');
    expect(formatMoney(19.5)).toBe('$19.50');
    expect(formatMoney(0.1 + 0.2)).toBe('$0.30');
    expect(formatMoney(0)).toBe('$0.00');
  });

  it('converts between dollars and whole cents without drift', () => {
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(fromCents(1999)).toBe(19.99);
  });

  it('uses the sale price when present', () => {
    expect(effectivePrice({ price: 50, salePrice: 35 })).toBe(35);
    expect(effectivePrice({ price: 50, salePrice: null })).toBe(50);
  });
});

describe('cartTotals (docs/cart.md#totals)', () => {
  it('sums regular prices, takes the sale price off as the discount, and totals with sale prices', () => {
    const totals = cartTotals([line(1, 60, 45, 2), line(2, 30.1, null), line(3, 20.2, 10.1)]);
    expect(totals).toEqual({ subtotalCents: 11030, discountCents: 2510, totalCents: 8520 });
  });

  it('is zero for an empty cart', () => {
    expect(cartTotals([])).toEqual({ subtotalCents: 0, discountCents: 0, totalCents: 0 });
  });
});

describe('unitCents', () => {
  it('divides the line total by its quantity', () => {
    expect(unitCents(90, 3)).toBe(3000);
    expect(unitCents(59.97, 3)).toBe(1999);
    expect(unitCents(25, 1)).toBe(2500);
  });
});

describe('sortByPrice (docs/api.md#products)', () => {
  const products = [
    { id: 1, price: 40, salePrice: null },
    { id: 2, price: 60, salePrice: 20 },
    { id: 3, price: 30, salePrice: null },
    { id: 4, price: 50, salePrice: 45 },
  ];

  it('sorts ascending by effective price for low to high', () => {
    expect(sortByPrice(products, 'low to high').map((p) => p.id)).toEqual([2, 3, 1, 4]);
  });

  it('sorts descending by effective price for high to low', () => {
    expect(sortByPrice(products, 'high to low').map((p) => p.id)).toEqual([4, 1, 3, 2]);
  });

  it('keeps the order without a price filter and never mutates its input', () => {
    expect(sortByPrice(products, null).map((p) => p.id)).toEqual([1, 2, 3, 4]);
    sortByPrice(products, 'high to low');
    expect(products.map((p) => p.id)).toEqual([1, 2, 3, 4]);
  });
});
