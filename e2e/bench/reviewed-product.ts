// A product page with reviews for the bench (the product page's HTML size and p99 with reviews):
// shoppers sign up, order the product and review it through the store's API, as
// e2e/tests/product-reviews.spec.ts does in a browser test.
import { BASE_URL } from '../support/env';

const json = { 'content-type': 'application/json', origin: BASE_URL };

async function call(baseUrl: string, path: string, init: RequestInit, cookie?: string) {
  const res = await fetch(baseUrl + path, {
    ...init,
    headers: { ...json, ...(cookie ? { cookie } : {}), ...(init.headers as Record<string, string>) },
  });
  if (res.status >= 300)
    throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
  return res;
}

/** Signs `count` shoppers up, each orders `productId` once and reviews it; answers the page's path. */
export async function seedReviews(baseUrl: string, productId: number, pagePath: string, count = 12) {
  for (let i = 0; i < count; i++) {
    const username = `bench${Date.now().toString(36)}${i}`;
    const signup = await call(baseUrl, '/api/users/signup', {
      method: 'POST',
      body: JSON.stringify({ username, email: `${username}@example.com`, password: 'Bench1!pass' }),
    });
    const cookie = signup.headers.getSetCookie()[0].split(';')[0];
    await call(
      baseUrl,
      `/api/cart/${productId}`,
      {
        method: 'POST',
        body: JSON.stringify({ quantity: 1, size: 'medium' }),
      },
      cookie,
    );
    const summary = (await (await call(baseUrl, '/api/orders/summary', {}, cookie)).json()) as {
      cartVersion: string;
    };
    await call(
      baseUrl,
      '/api/orders/',
      {
        method: 'POST',
        body: JSON.stringify({
          idempotencyKey: `bench-review-${username}`,
          cartVersion: summary.cartVersion,
          address: { name: 'Rae', street: '1 High Street', city: 'Leeds', postcode: '12345', country: 'US' },
          deliveryMethod: 'standard',
          paymentMethod: 'pay-on-delivery',
        }),
      },
      cookie,
    );
    await call(
      baseUrl,
      `/api/products/${productId}/reviews`,
      {
        method: 'POST',
        body: JSON.stringify({
          rating: 1 + (i % 5),
          title: `Review ${i + 1}: fits as expected`,
          body: 'Soft fabric, true to size and it keeps its shape after many washes. '.repeat(3),
        }),
      },
      cookie,
    );
  }
  return pagePath;
}
