/**
 * @jest-environment-options {"url": "http://localhost/women/products/filter/bottoms?price=high+to+low"}
 */
// A page as the gateway sends it (the catalog's fragments rendered on the server, their answers
// inlined) hydrates without a warning, a skeleton or a second request; a later request is fetched
// (docs/architecture.md#server-rendering). The page's address is the document's from the start,
// as in a browser.
import { screen } from '@testing-library/react';
import { act } from 'react';
import { createFakeApi, type FakeApi } from '@storefront/shared/testing';
import {
  hydrationErrorsOf,
  lifecycle,
  writeRenderedPage,
  type ExposeModule,
  type ServerSlot,
} from '@storefront/shared/testing/server-render';
import * as ListingPage from '../exposes/listing-page';
import * as ProductCarousel from '../exposes/product-carousel';
import * as ProductPage from '../exposes/product-page';

const EXPOSES: Record<string, ExposeModule> = { ListingPage, ProductCarousel, ProductPage };
// The listing's query is part of what the server rendered (its price order is the API's).
const URL = '/women/products/filter/bottoms?price=high+to+low';

const FRAGMENTS = [
  { expose: 'ListingPage', props: { gender: 'women', filter: 'bottoms' } },
  { expose: 'ProductPage', props: { gender: 'men', productId: '1' } },
  { expose: 'ProductCarousel', props: { source: 'new', title: 'NEW IN', gender: 'men' } },
  { expose: 'ProductCarousel', props: { source: 'sale', title: 'ON SALE', gender: 'women' } },
  { expose: 'ProductCarousel', props: { source: 'dsgn', title: 'DSGN' } },
].map((fragment, i) => ({ ...fragment, key: `s${i}` }));

let fake: FakeApi;
let slots: ServerSlot[];

beforeAll(async () => {
  fake = createFakeApi();
  slots = await writeRenderedPage(URL, EXPOSES, FRAGMENTS);
});
afterAll(() => fake.restore());

describe('hydrating the catalog', () => {
  it('keeps the server HTML: no mismatch, no skeleton, no request', async () => {
    const serverPage = screen.getByTestId('product-page');
    const before = fake.calls.length;
    expect(await hydrationErrorsOf(slots)).toEqual([]);
    expect(fake.calls.slice(before)).toEqual([]);
    expect(screen.getByTestId('product-page')).toBe(serverPage);
    expect(screen.queryAllByTestId('skeleton-card')).toEqual([]);
    expect(screen.getByTestId('product-count')).toHaveTextContent('(1 product)');
    expect(screen.getAllByText('Studio Leggings').length).toBeGreaterThanOrEqual(3);
    expect(screen.getAllByText('Power Tee').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByTestId('selected-size')).toHaveTextContent('PLEASE SELECT');
    expect(screen.getByTestId('gallery-position')).toHaveTextContent('1 / 3');
  });

  it('fetches when a fragment asks for something else later', async () => {
    const before = fake.calls.length;
    const newIn = slots[2];
    let updated: Promise<unknown> = Promise.resolve();
    await act(async () => {
      updated = lifecycle(newIn.parcel.update, { ...newIn.props, gender: 'women', name: newIn.key });
    });
    await updated;
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(fake.calls.slice(before)).toEqual([
      expect.objectContaining({ url: '/api/products/new', params: { gender: 'women' } }),
    ]);
  });
});
