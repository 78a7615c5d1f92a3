import { estimatedDeliveryDate } from '@storefront/shared';
import { deliveryCostText, deliveryEstimate, deliveryEstimateText } from './delivery-estimate';

const at = (iso: string) => new Date(iso);

describe('deliveryEstimate', () => {
  it('is the date an order placed now gets, and the time until a later order gets a later one', () => {
    // Thursday 21:00 UTC: Fri, Mon, Tue, Wed, Thu → Thursday December 3; from midnight, Friday.
    const thursday = deliveryEstimate(at('2026-11-26T21:00:00Z'));
    expect(thursday).toEqual({ deliverBy: '2026-12-03', minutesLeft: 180 });
    expect(thursday.deliverBy).toBe(estimatedDeliveryDate('standard', at('2026-11-26T21:00:00Z')));
    expect(deliveryEstimateText(thursday)).toBe('Order within 3 h for delivery by Thursday, December 3');
  });

  it('rounds the time left up to the minute and says minutes alone under an hour', () => {
    const late = deliveryEstimate(at('2026-11-26T23:35:30Z'));
    expect(late.minutesLeft).toBe(25);
    expect(deliveryEstimateText(late)).toBe('Order within 25 min for delivery by Thursday, December 3');
    expect(deliveryEstimateText({ deliverBy: '2026-12-03', minutesLeft: 125 })).toBe(
      'Order within 2 h 5 min for delivery by Thursday, December 3',
    );
  });

  it('runs over a weekend: a Saturday or Sunday order arrives by the same Friday', () => {
    const saturday = deliveryEstimate(at('2026-11-28T10:00:00Z'));
    expect(saturday.deliverBy).toBe('2026-12-04');
    expect(deliveryEstimate(at('2026-11-29T10:00:00Z')).deliverBy).toBe('2026-12-04');
    // Until Monday 00:00 UTC: 14 h on Saturday and 24 h on Sunday.
    expect(saturday.minutesLeft).toBe(38 * 60);
    expect(deliveryEstimate(at('2026-11-30T00:00:00Z')).deliverBy).toBe('2026-12-07');
  });
});

describe('deliveryCostText', () => {
  it('is the delivery rule on the product alone', () => {
    expect(deliveryCostText(5000)).toBe(
      'Standard delivery $4.95. Spend $25.00 more for free standard delivery.',
    );
    expect(deliveryCostText(7500)).toBe('Free Standard delivery.');
  });
});
