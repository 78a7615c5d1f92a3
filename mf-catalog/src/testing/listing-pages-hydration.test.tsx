/**
 * @jest-environment-options {"url": "http://localhost/men/products?color=black&page=2"}
 */
// A listing at ?page=2 (docs/catalog.md#paging) as the gateway sends it: page 2 alone rendered on
// the server, with LOAD PREVIOUS and LOAD MORE, hydrates with no mismatch (the filter groups' ids
// included) and no second request.
import { screen } from '@testing-library/react';
import { createFakeApi, type FakeApi } from '@storefront/shared/testing';
import {
  hydrationErrorsOf,
  writeRenderedPage,
  type ExposeModule,
  type ServerSlot,
} from '@storefront/shared/testing/server-render';
import * as ListingPage from '../exposes/listing-page';
import { product } from './fixtures';

const EXPOSES: Record<string, ExposeModule> = { ListingPage };
let fake: FakeApi;
let slots: ServerSlot[];
beforeAll(async () => {
  fake = createFakeApi({ products: Array.from({ length: 60 }, (_, i) => product({ productId: i + 1 })) });
  slots = await writeRenderedPage('/men/products?color=black&page=2', EXPOSES, [
    { expose: 'ListingPage', props: { gender: 'men' }, key: 's0' },
  ]);
});
afterAll(() => fake.restore());
it('hydrates page 2 alone without a mismatch or a request', async () => {
  const before = fake.calls.length;
  expect(await hydrationErrorsOf(slots)).toEqual([]);
  expect(fake.calls.slice(before)).toEqual([]);
  expect(screen.getAllByTestId('product-card')).toHaveLength(24);
  expect(screen.getByRole('link', { name: 'LOAD PREVIOUS' })).toHaveAttribute(
    'href',
    '/men/products?color=black',
  );
  expect(screen.getByRole('link', { name: 'LOAD MORE' })).toHaveAttribute(
    'href',
    '/men/products?color=black&page=3',
  );
});
