import { addressErrors, cartVersion, checkoutTotals, deliveryFeeCents, orderNumber } from './checkout';
import type { CartStock } from './schemas';

const line = (productId: number, quantity: number, price: number, salePrice: number | null): CartStock => ({
  productId,
  cart_stocks: {
    price,
    salePrice,
    quantity,
    size: 'small',
    stockId: productId,
    productName: `P${productId}`,
    gender: 'men',
    new: false,
    color: 'black',
    style: 'hoodies',
  },
});

describe('delivery fees', () => {
  it('standard is $4.95 below $75.00 of goods and free from it; express $14.95 below $150.00', () => {
    expect(deliveryFeeCents('standard', 7499)).toBe(495);
    expect(deliveryFeeCents('standard', 7500)).toBe(0);
    expect(deliveryFeeCents('express', 14999)).toBe(1495);
    expect(deliveryFeeCents('express', 15000)).toBe(0);
  });

  it("checkout totals are the cart's totals (after discount) plus the fee", () => {
    // Subtotal 100.00, sale 70.00: standard is charged on 70.00, so 4.95.
    const stocks = [line(1, 2, 100, 70)];
    expect(checkoutTotals(stocks, 'standard')).toEqual({
      subtotalCents: 10000,
      discountCents: 3000,
      totalCents: 7000,
      deliveryFeeCents: 495,
      grandTotalCents: 7495,
    });
    expect(checkoutTotals([], 'express').grandTotalCents).toBe(0);
  });
});

describe('cartVersion', () => {
  it('changes with a quantity or a price, not with the order of lines', () => {
    const a = line(1, 1, 25, null);
    const b = line(2, 1, 49.99, 34.99);
    expect(cartVersion([a, b])).toBe(cartVersion([b, a]));
    expect(cartVersion([a, b])).not.toBe(cartVersion([line(1, 2, 50, null), b]));
    expect(cartVersion([a])).not.toBe(cartVersion([line(1, 1, 26, null)]));
  });
});

describe('addressErrors', () => {
  const valid = { name: 'Ada', street: '1 Main St', city: 'Springfield', postcode: 'AB1 2CD', country: 'UK' };
  it('accepts a complete address', () => {
    expect(addressErrors(valid)).toEqual({});
  });
  it('names each missing, blank, too long or malformed field', () => {
    expect(addressErrors({ ...valid, name: '  ', city: undefined })).toEqual({
      name: 'Full name is required',
      city: 'City is required',
    });
    expect(addressErrors({ ...valid, postcode: '#1' }).postcode).toMatch(/letters, digits/);
    expect(addressErrors({ ...valid, postcode: '12345678901234567' }).postcode).toMatch(/at most 16/);
  });
});

it('order numbers are SF- and six digits', () => {
  expect(orderNumber(42)).toBe('SF-000042');
});
