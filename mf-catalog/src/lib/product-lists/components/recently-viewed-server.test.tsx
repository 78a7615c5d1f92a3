/**
 * @jest-environment node
 */
// What this device viewed is the browser's alone: the server renders nothing for it and asks the
// API nothing.
import { createFakeApi, type FakeApi } from '@storefront/shared/testing';
import {
  fakeApiRenderContext,
  renderFragment,
  type ExposeModule,
} from '@storefront/shared/testing/server-render';
import * as ProductCarousel from '../../../exposes/product-carousel';

let fake: FakeApi;
beforeEach(() => {
  fake = createFakeApi();
});
afterEach(() => fake.restore());

it('renders RECENTLY VIEWED as nothing on the server, without a call', async () => {
  const { context, loaded } = fakeApiRenderContext('/home');
  const exposes: Record<string, ExposeModule> = { ProductCarousel };
  const { html, data } = await renderFragment(
    exposes,
    'ProductCarousel',
    { source: 'recent', title: 'RECENTLY VIEWED' },
    context,
  );
  expect(loaded).toEqual([]);
  expect(data).toEqual([]);
  expect(html).not.toContain('RECENTLY VIEWED');
  expect(html).not.toContain('<section');
});
