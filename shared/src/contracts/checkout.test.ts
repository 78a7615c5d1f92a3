import {
  addressErrors,
  cartVersion,
  DELIVERY_OPTIONS,
  checkoutTotals,
  deliveryFeeCents,
  deliveryQuote,
  estimatedDeliveryDate,
  formatDeliveryDate,
  orderNumber,
  promoDiscountCents,
} from './checkout';
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
  it('standard is $4.95 below $75.00 of goods and free from it; express half of $14.95 below $150.00', () => {
    expect(deliveryFeeCents('standard', 7499)).toBe(495);
    expect(deliveryFeeCents('standard', 7500)).toBe(0);
    // Half price, rounded down (never more than half): the product page's banner promises it.
    expect(DELIVERY_OPTIONS.express.regularFeeCents).toBe(1495);
    expect(deliveryFeeCents('express', 14999)).toBe(747);
    expect(deliveryFeeCents('express', 15000)).toBe(0);
    expect(DELIVERY_OPTIONS.standard.regularFeeCents).toBe(DELIVERY_OPTIONS.standard.feeCents);
  });

  it("checkout totals are the cart's totals (after discount) plus the fee", () => {
    // Subtotal 100.00, sale 70.00: standard is charged on 70.00, so 4.95.
    const stocks = [line(1, 2, 100, 70)];
    expect(checkoutTotals(stocks, 'standard')).toEqual({
      subtotalCents: 10000,
      discountCents: 3000,
      totalCents: 7000,
      promoDiscountCents: 0,
      deliveryFeeCents: 495,
      grandTotalCents: 7495,
      delivery: {
        method: 'standard',
        feeCents: 495,
        label: '$4.95',
        hint: 'Spend $5.00 more for free standard delivery',
      },
    });
    expect(checkoutTotals([], 'express').grandTotalCents).toBe(0);
  });

  it("one rule for every summary: 'Free Standard' from $75.00 of goods, else the fee and what is missing", () => {
    expect(deliveryQuote('standard', 3600)).toEqual({
      method: 'standard',
      feeCents: 495,
      label: '$4.95',
      hint: 'Spend $39.00 more for free standard delivery',
    });
    expect(deliveryQuote('standard', 7500)).toMatchObject({
      feeCents: 0,
      label: 'Free Standard',
      hint: null,
    });
    expect(deliveryQuote('express', 3600).hint).toBe('Spend $114.00 more for free express delivery');
    expect(deliveryQuote('express', 3600).label).toBe('$7.47');
    expect(deliveryQuote('express', 15000).label).toBe('Free Express');
  });

  it('a promo code takes its percentage off the goods (rounded down), and delivery follows what is left', () => {
    // 80.00 of goods: free standard; 20% off leaves 64.00, so 4.95 is charged again.
    const stocks = [line(1, 1, 80, null)];
    const totals = checkoutTotals(stocks, 'standard', { code: 'STUDENT20', percentOff: 20 });
    expect(totals.promoDiscountCents).toBe(1600);
    expect(totals.deliveryFeeCents).toBe(495);
    expect(totals.grandTotalCents).toBe(6400 + 495);
    expect(promoDiscountCents(3333, { code: 'X', percentOff: 20 })).toBe(666);
  });
});

describe('estimatedDeliveryDate', () => {
  it('counts working days from the next one, skipping the weekend', () => {
    // Thursday 2026-11-26: standard (5 working days) arrives Thursday 3 December, express (2) Monday 30 November.
    const thursday = new Date('2026-11-26T15:00:00Z');
    expect(estimatedDeliveryDate('standard', thursday)).toBe('2026-12-03');
    expect(estimatedDeliveryDate('express', thursday)).toBe('2026-11-30');
    expect(formatDeliveryDate('2026-12-03')).toBe('Thursday, December 3');
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
