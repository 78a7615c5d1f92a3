// The order mail (docs/cart.md#order-mail) has an HTML part in which each line shows its
// product's picture from the store's /images/products/{id}.png (the catalog answers it), beside
// the plain text; what a shopper typed is escaped. Sent through a real SMTP server.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Order } from '@storefront/shared/contracts/orders';
import { startLocalSmtpServer, type LocalSmtpServer } from '../testing/local-smtp-server';
import { createMailer, type Mailer } from './mailer';
import { orderMail, productImageUrl } from './order-mail';

const STORE = 'https://shop.example';

const order: Order = {
  id: 7,
  number: 'SF-000007',
  createdAt: '2026-11-26T10:00:00.000Z',
  status: 'PLACED',
  itemCount: 3,
  grandTotalCents: 14_993,
  lines: [
    {
      productId: 2,
      productName: 'Apex Essential Hoodie',
      size: 'large',
      quantity: 2,
      unitPriceCents: 4_999,
      unitSalePriceCents: null,
      lineTotalCents: 9_998,
    },
    {
      productId: 15,
      productName: 'Studio <Leggings>',
      size: 'small',
      quantity: 1,
      unitPriceCents: 4_995,
      unitSalePriceCents: null,
      lineTotalCents: 4_995,
    },
  ],
  subtotalCents: 14_993,
  discountCents: 0,
  promoCode: null,
  promoDiscountCents: 0,
  totalCents: 14_993,
  deliveryFeeCents: 0,
  deliveryMethod: 'standard',
  paymentMethod: 'pay-on-delivery',
  address: {
    name: 'Ada "<script>alert(1)</script>" Shopper',
    street: '1 Main Street',
    city: 'Springfield',
    postcode: 'AB1 2CD',
    country: 'UK',
  },
  email: 'ada@example.test',
  phone: null,
  estimatedDelivery: '2026-12-03',
};

test("each line's picture is an <img> with the absolute URL of the product's store image (PNG)", () => {
  const { html, text } = orderMail(order, STORE, null);
  assert.ok(html);
  assert.equal(productImageUrl(STORE, 2), 'https://shop.example/images/products/2.png');
  const images = [...html.matchAll(/<img src="([^"]+)" width="56" height="70"/g)].map((m) => m[1]);
  assert.deepEqual(images, [
    'https://shop.example/images/products/2.png',
    'https://shop.example/images/products/15.png',
  ]);
  assert.match(html, /2 x Apex Essential Hoodie \(size L\)/);
  assert.match(html, /<strong>Total<\/strong>.*<strong>\$149\.93<\/strong>/);
  assert.match(html, /Free Standard/);
  assert.match(html, /Estimated delivery: Thursday, December 3/);
  assert.match(html, /<a href="https:\/\/shop\.example\/checkout\/confirmation\/7">Your order<\/a>/);
  // The text part is still whole.
  assert.match(text, /2 x Apex Essential Hoodie \(size L\) {2}\$99\.98/);
});

test('what a shopper typed or a name holds is escaped in the HTML', () => {
  const { html } = orderMail(order, STORE, 'k&y"<');
  assert.ok(html);
  assert.doesNotMatch(html, /<script>/);
  assert.match(html, /Ada &quot;&lt;script&gt;alert\(1\)&lt;\/script&gt;&quot; Shopper/);
  assert.match(html, /Studio &lt;Leggings&gt;/);
  assert.match(html, /confirmation\/7\?key=k%26y%22%3C"/);
});

let smtp: LocalSmtpServer;
let mailer: Mailer;
before(async () => {
  smtp = await startLocalSmtpServer();
  mailer = createMailer(
    { smtpUrl: smtp.smtpUrl, outboxDir: '/nonexistent', from: 'Store <store@example.test>' },
    { info: () => undefined, warn: () => undefined },
  );
});
after(async () => {
  mailer.close();
  await smtp.close();
});

test('the mail goes out with the text and the HTML part, the pictures in it', async () => {
  await mailer.send(orderMail(order, STORE, null));
  assert.equal(smtp.messages.length, 1);
  const [mail] = smtp.messages;
  assert.match(mail.text, /^Thank you for your order SF-000007\./);
  assert.match(mail.text, /https:\/\/shop\.example\/checkout\/confirmation\/7$/);
  assert.ok(mail.html);
  assert.match(
    mail.html,
    /<img src="https:\/\/shop\.example\/images\/products\/2\.png" width="56" height="70"/,
  );
  assert.match(mail.html, /<img src="https:\/\/shop\.example\/images\/products\/15\.png"/);
});
