// Colourways, details and reviews on the product page (docs/catalog.md#colourways,
// docs/api.md#reviews): swatches link each colour's own page and cards count the colours; a shopper
// who ordered a product writes a review, which the server-rendered page and its JSON-LD then carry;
// others are told why they cannot.
import { type APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/reused-page';
import { ORIGIN_HEADERS, gotoReady, newShopper, registerShopper, signInAs } from '../support/store';

/** Orders one of the product through the API as the request's shopper. */
async function order(request: APIRequestContext, productId: number) {
  const add = await request.post(`/api/cart/${productId}`, {
    data: { quantity: 1, size: 'medium' },
    headers: ORIGIN_HEADERS,
  });
  expect(add.status(), await add.text()).toBe(201);
  const { cartVersion } = (await (await request.get('/api/orders/summary')).json()) as {
    cartVersion: string;
  };
  const placed = await request.post('/api/orders/', {
    data: {
      idempotencyKey: `review-${Date.now()}-${productId}`,
      cartVersion,
      address: { name: 'Rae', street: '1 High Street', city: 'Leeds', postcode: '12345', country: 'US' },
      deliveryMethod: 'standard',
      paymentMethod: 'pay-on-delivery',
    },
    headers: ORIGIN_HEADERS,
  });
  expect(placed.status(), await placed.text()).toBe(201);
}

test('colour swatches link each colour of the group, and cards say how many colours', async ({ page }) => {
  await gotoReady(page, '/men/products/1');
  const colours = page.getByRole('navigation', { name: 'Colours' });
  await expect(colours.getByRole('link')).toHaveCount(3);
  await expect(colours.locator('[aria-current="page"]')).toHaveAttribute('href', '/men/products/1');
  const name = await page.getByRole('heading', { level: 1 }).textContent();
  await colours.getByRole('link').nth(1).click();
  await expect(page).toHaveURL(/\/men\/products\/114$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name!);
  await expect(colours.locator('[aria-current="page"]')).toHaveAttribute('href', '/men/products/114');
  await page.locator('summary', { hasText: 'SIZE & FIT' }).click();
  await expect(page.getByText(/true to size/)).toBeVisible();

  await gotoReady(page, '/men/products');
  const card = page
    .locator('main article, main li')
    .filter({ has: page.locator('a[href="/men/products/1"]') });
  await expect(card.first().getByTestId('product-colour-count')).toHaveText('3 colours');
});

test('a shopper who ordered the product reviews it; the page and its JSON-LD then carry the rating', async ({
  page,
}) => {
  const product = '/men/products/40';
  // Signed out: a log-in prompt, no form.
  await gotoReady(page, product);
  const reviews = page.getByTestId('product-reviews');
  await expect(reviews).toContainText('No reviews yet.');
  await expect(reviews.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(reviews.getByRole('heading', { name: 'WRITE A REVIEW' })).toHaveCount(0);

  const shopper = await registerShopper(page.request, newShopper('reviewer'));
  await signInAs(page, shopper, product);
  await expect(reviews).toContainText('Only shoppers who ordered this product can review it.');

  await order(page.request, 40);
  await gotoReady(page, product);
  await expect(reviews.getByRole('heading', { name: 'WRITE A REVIEW' })).toBeVisible();
  await reviews.getByLabel('5 stars').check();
  await reviews.getByLabel('Title').fill('<b>Best</b> tee');
  await reviews.getByLabel('Your review').fill('Fits well.');
  await reviews.getByRole('button', { name: 'SUBMIT REVIEW' }).click();
  await expect(reviews).toContainText('Thanks for your review of this product.');
  await expect(reviews.getByRole('heading', { name: '<b>Best</b> tee' })).toBeVisible();
  await expect(reviews.getByRole('img', { name: '5 out of 5 stars' }).first()).toBeVisible();

  // The server's render has the average and count, and the JSON-LD its aggregateRating, once the
  // gateway's cached render of the page is renewed.
  const rendered = () => page.request.get(product).then((r) => r.text());
  await expect.poll(rendered, { timeout: 30_000, intervals: [1_000] }).toContain('5 out of 5 · 1 review');
  const html = await rendered();
  const ld = JSON.parse(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/.exec(html)![1]) as {
    aggregateRating?: { ratingValue: number; reviewCount: number };
  };
  expect(ld.aggregateRating).toMatchObject({ ratingValue: 5, reviewCount: 1 });
});
