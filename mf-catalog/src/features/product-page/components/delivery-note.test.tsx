/**
 * @jest-environment-options {"url": "http://localhost/men/products/1"}
 */
// The delivery estimate is worked out on the server from the store's clock and passed in the
// fragment's data: the browser's first render says the same even when its own clock has already
// moved to a day with another estimate, so hydration cannot mismatch.
import { act, render, screen } from '@testing-library/react';
import { StoreThemeProvider } from '@storefront/shared';
import { createFakeApi, type FakeApi } from '@storefront/shared/testing';
import {
  hydrationErrorsOf,
  writeRenderedPage,
  type ExposeModule,
} from '@storefront/shared/testing/server-render';
import * as ProductPage from '../../../exposes/product-page';
import { DeliveryNote } from './delivery-note';

const EXPOSES: Record<string, ExposeModule> = { ProductPage };
const SERVER_NOW = Date.parse('2026-11-26T23:59:50Z'); // Thursday: by Thursday, December 3
const BROWSER_NOW = Date.parse('2026-11-27T00:00:10Z'); // Friday: by Friday, December 4

let fake: FakeApi;
beforeEach(() => {
  fake = createFakeApi();
});
afterEach(() => {
  fake.restore();
  jest.restoreAllMocks();
  jest.useRealTimers();
  document.body.innerHTML = '';
});

describe('the delivery estimate', () => {
  it('is rendered on the server and hydrates unchanged across a change of date', async () => {
    const clock = jest.spyOn(Date, 'now').mockReturnValue(SERVER_NOW);
    const slots = await writeRenderedPage('/men/products/1', EXPOSES, [
      { expose: 'ProductPage', props: { gender: 'men', productId: '1' } },
    ]);
    // The store's clock to the minute (product-page-data.ts).
    expect(slots[0].data).toMatchObject({ now: Date.parse('2026-11-26T23:59:00Z') });
    const text = 'Order within 1 min for delivery by Thursday, December 3';
    expect(screen.getByTestId('delivery-estimate')).toHaveTextContent(text);
    clock.mockReturnValue(BROWSER_NOW);
    expect(await hydrationErrorsOf(slots)).toEqual([]);
    expect(screen.getByTestId('delivery-estimate')).toHaveTextContent(text);
    expect(screen.getByTestId('delivery-estimate')).toHaveTextContent(
      'Standard delivery $4.95. Spend $50.00 more for free standard delivery.',
    );
  });

  it('counts on minute by minute from the store’s time, not the browser’s clock', () => {
    jest.useFakeTimers({ now: BROWSER_NOW + 86_400_000 });
    render(
      <StoreThemeProvider>
        <DeliveryNote now={Date.parse('2026-11-26T21:00:30Z')} priceCents={8000} />
      </StoreThemeProvider>,
    );
    const note = screen.getByTestId('delivery-estimate');
    expect(note).toHaveTextContent('Order within 3 h for delivery by Thursday, December 3');
    expect(note).toHaveTextContent('Free Standard delivery.');
    act(() => jest.advanceTimersByTime(60_000));
    expect(note).toHaveTextContent('Order within 2 h 59 min for delivery by Thursday, December 3');
  });
});
