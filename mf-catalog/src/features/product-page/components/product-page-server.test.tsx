/**
 * @jest-environment node
 */
// The product page as the server sends it, before any script: its form posts without one.
import { createFakeApi, type FakeApi } from '@storefront/shared/testing';
import {
  fakeApiRenderContext,
  renderFragment,
  type ExposeModule,
} from '@storefront/shared/testing/server-render';
import * as ProductPage from '../../../exposes/product-page';

const EXPOSES: Record<string, ExposeModule> = { ProductPage };

let fake: FakeApi;
beforeEach(() => {
  fake = createFakeApi();
});
afterEach(() => fake.restore());

async function render(url: string) {
  const { context } = fakeApiRenderContext(url);
  return renderFragment(EXPOSES, 'ProductPage', { gender: 'men', productId: '1' }, context);
}

describe('the product page before its script', () => {
  it('is a form that posts the product and a size, its ADD TO CART not disabled', async () => {
    const { html } = await render('/men/products/1');
    const form = /<form[^>]*>/.exec(html)?.[0];
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/cart/add"');
    const hidden = /<input type="hidden"[^>]*>/.exec(html)?.[0];
    expect(hidden).toContain('name="productId"');
    expect(hidden).toContain('value="1"');
    expect(html.match(/<input type="radio"[^>]*name="size"[^>]*>/g)).toHaveLength(5);
    const add = /<button[^>]*>ADD TO CART<\/button>/.exec(html)?.[0];
    expect(add).toContain('type="submit"');
    expect(add).not.toContain('disabled');
    expect(html).not.toContain('Please select a size');
    // The size guide opens a dialog: script-only, in the HTML for a tap before hydration to be
    // held, and hidden in its place without JavaScript.
    expect(/<button[^>]*>Size guide<\/button>/.exec(html)?.[0]).toContain('data-script-only');
  });

  it('shows the half-price express banner in its HTML', async () => {
    const { html } = await render('/men/products/1');
    expect(html).toMatch(/HALF PRICE EXPRESS SHIPPING!\*<br\/>DISCOUNT APPLIED!/);
    expect(html).toContain('*Express delivery $7.47 instead of $14.95');
  });

  it("says 'Please select a size' on the page the post without a size came back to", async () => {
    const { html } = await render('/men/products/1?error=size');
    expect(html).toMatch(/role="alert"[^>]*>Please select a size</);
  });
});
