// A page is rendered and kept by the query it reads, not by any query string;
// and a malformed Host answers 400.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { connect, type AddressInfo } from 'node:net';
import { join, relative } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { LISTING_MAX_PAGE } from '@storefront/shared/contracts/product-page-limits';
import { REPO_ROOT, type FrontendName } from './paths.js';
import {
  CART_ADD_FORM_ERRORS,
  LOGIN_FORM_ERRORS,
  LOGIN_GOOGLE_OUTCOMES,
  SIGNUP_FORM_ERRORS,
  WISHLIST_FORM_OUTCOMES,
} from '@storefront/shared/contracts/forms';
import { LISTING_QUERY_NAMES, renderedQuery } from '@storefront/shared/navigation/page-query';
import { activate, publish } from './release/operations.js';
import { buildGateway } from './server.js';
import { fakeBuild, withServerBuild } from './testing/fake-build.js';
import { startReleaseStore } from './testing/release-store.js';

const root = await mkdtemp(join(tmpdir(), 'gateway-page-query-'));
process.env.RELEASES_DIR = join(root, 'releases');
await startReleaseStore();

/** A shell whose every render is counted, and whose page shows the address it was rendered from. */
const COUNTING_SHELL = `
const { createElement: h } = require('react');
const { renderRoot } = require('@storefront/shared/server');
exports.render = (url) => {
  (globalThis.__pageQueryRenders ??= []).push(url);
  const root = renderRoot(h('main', null, h('p', { id: 'rendered' }, url)), url);
  return { ...root, status: 200, title: 'Store' };
};
`;
const renders = (): string[] =>
  ((globalThis as Record<string, unknown>).__pageQueryRenders ??= []) as string[];

async function ship(name: FrontendName, files: Record<string, string>) {
  const { version } = await publish(name, { distDir: await fakeBuild(root, name, files), activate: false });
  await activate(name, version, { reason: 'test', force: true });
}

const random = () => randomBytes(6).toString('base64url');

describe('renderedQuery', () => {
  it('keeps only what a listing reads, valid values only, the first of each, sorted', () => {
    assert.equal(renderedQuery('/men/products', ''), '');
    assert.equal(renderedQuery('/men/products', '?utm_source=x&_=123'), '');
    assert.equal(
      renderedQuery('/women/products/filter/new', '?sort=sale&utm=1&color=red&color=blue&size=none'),
      '?color=red&size=none&sort=sale',
    );
    assert.equal(renderedQuery('/men/products', '?color=plaid&price=low+to+high'), '?price=low+to+high');
    // The first value is the one read: an invalid first value is ignored like the page ignores it.
    assert.equal(renderedQuery('/men/products', '?color=plaid&color=red'), '');
    assert.equal(renderedQuery('/men/products', '?category=all&gender=women'), '');
    assert.equal(renderedQuery('/wishlist', '?category=all&gender=women'), '?category=all&gender=women');
    // Several colours and sizes (their known words, once, in the vocabulary's order) and the pages shown.
    assert.match(
      renderedQuery('/men/products', '?color=white,plaid,black,white&size=medium&page=2'),
      /^\?color=black(,|%2C)white&page=2&size=medium$/,
    );
    assert.equal(renderedQuery('/men/products', '?page=11'), '?page=11');
    assert.equal(renderedQuery('/men/products', '?page=999'), `?page=${LISTING_MAX_PAGE}`);
    assert.equal(renderedQuery('/men/products', '?page=1&color=plaid,teal'), '');
  });

  it("keeps the log-in page's Google notice, and only whether a recovery link has its token", () => {
    assert.equal(renderedQuery('/login', '?google=email-unverified&x=1'), '?google=email-unverified');
    // Every way the API sends a Google sign-in back (not configured, failed): said in the HTML.
    for (const outcome of LOGIN_GOOGLE_OUTCOMES) {
      assert.equal(renderedQuery('/login', `?google=${outcome}&utm=x`), `?google=${outcome}`);
    }
    assert.equal(renderedQuery('/login', '?google=unavailable'), '?google=unavailable');
    assert.equal(renderedQuery('/login', '?google=whatever'), '');
    // The log-in and sign-up forms' refusals (POST /login, /signup) come back with their error.
    for (const error of LOGIN_FORM_ERRORS) {
      assert.equal(renderedQuery('/login', `?error=${error}&utm=x`), `?error=${error}`);
    }
    for (const error of SIGNUP_FORM_ERRORS) {
      assert.equal(renderedQuery('/signup', `?error=${error}`), `?error=${error}`);
    }
    assert.equal(renderedQuery('/login', '?error=username'), '');
    assert.equal(renderedQuery('/signup', `?error=${random()}`), '');
    assert.equal(renderedQuery('/reset-password', `?token=${random()}`), '?token=1');
    assert.equal(renderedQuery('/verify-email', '?token='), '');
    assert.equal(renderedQuery('/home', '?token=abc&color=red'), '');
    assert.equal(renderedQuery('/men/products/7', '?color=red'), '');
    // A refused form post comes back with its error (no size, sold out, bag full: every one the
    // form route answers with); nothing else a product page reads.
    assert.equal(renderedQuery('/men/products/7', '?error=size&utm=x&color=red'), '?error=size');
    for (const error of CART_ADD_FORM_ERRORS) {
      assert.equal(renderedQuery('/men/products/7', `?error=${error}&utm=x`), `?error=${error}`);
    }
    assert.equal(renderedQuery('/men/products/7', '?error=stock'), '?error=stock');
    assert.equal(renderedQuery('/men/products/7', '?error=full'), '?error=full');
    assert.equal(renderedQuery('/women/products/7', `?error=${random()}`), '');
    assert.equal(renderedQuery('/women/products/7', '?error=none'), '');
    assert.equal(renderedQuery('/men/products', '?error=stock'), '');
    // The wishlist form's answer (POST /wishlist/add): added, or the wishlist full.
    for (const outcome of WISHLIST_FORM_OUTCOMES) {
      assert.equal(renderedQuery('/men/products/7', `?wishlist=${outcome}&x=1`), `?wishlist=${outcome}`);
    }
    assert.equal(renderedQuery('/men/products/7', '?wishlist=added'), '?wishlist=added');
    assert.equal(renderedQuery('/men/products/7', '?wishlist=none'), '');
    assert.equal(renderedQuery('/men/products', '?wishlist=added'), '');
    // A guest order's mailed key: that there is one, never its value.
    assert.equal(renderedQuery('/checkout/confirmation/12', `?key=${random()}&utm=x`), '?key=1');
    assert.equal(renderedQuery('/checkout/confirmation/12', '?key='), '');
    // The search page: its term as the page tidies it, and the browser's filters.
    assert.equal(
      renderedQuery('/search', `?utm=x&q=%20Hoodie%0A%20%20black&color=black&gender=men&x=${random()}`),
      '?color=black&gender=men&q=Hoodie+black',
    );
    assert.equal(renderedQuery('/search', `?q=${'a'.repeat(300)}`), `?q=${'a'.repeat(64)}`);
    assert.equal(renderedQuery('/search', '?q=%20%20'), '');
    // The return form's order is read in the browser only (signed in): one render for every order.
    assert.equal(renderedQuery('/account/returns/new', '?order=3'), '');
  });

  it('knows every place a page reads its query on the server, and the product browser’s names', async () => {
    const readers: string[] = [];
    async function walk(dir: string): Promise<void> {
      for (const entry of await readdir(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) await walk(path);
        else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
          if (/\buse(LocationSearch|SearchParams)\(/.test(await readFile(path, 'utf8')))
            readers.push(relative(REPO_ROOT, path));
        }
      }
    }
    for (const name of ['shell', 'mf-catalog', 'mf-cart', 'mf-account', 'mf-search'])
      await walk(join(REPO_ROOT, name, 'src'));
    // Another reader: add what it reads to shared/src/navigation/page-query.ts, or its server HTML ignores that query.
    assert.deepEqual(readers.sort(), [
      'mf-account/src/features/auth/components/login-page.tsx',
      'mf-account/src/features/auth/components/signup-page.tsx',
      'mf-account/src/features/recovery/components/reset-password-page.tsx',
      'mf-account/src/features/recovery/components/verify-email-page.tsx',
      'mf-account/src/features/returns/components/make-return-page.tsx',
      'mf-cart/src/features/orders/components/confirmation-page.tsx',
      'mf-catalog/src/features/listing/hooks/use-listing-filters.ts',
      'mf-catalog/src/features/product-page/components/purchase-form.tsx',
      'shell/src/app/routes.tsx',
    ]);
    const filters = await readFile(
      join(REPO_ROOT, 'mf-catalog/src/features/listing/listing-filters.ts'),
      'utf8',
    );
    const keys = /const QUERY_KEYS[^{]*\{([^}]*)\}/.exec(filters)?.[1] ?? '';
    const names = [...keys.matchAll(/:\s*'([^']+)'/g)].map(([, name]) => name);
    assert.deepEqual(
      names.filter((name) => name !== 'gender').sort(),
      [...LISTING_QUERY_NAMES].sort(),
      'the listing query names of listing-filters.ts',
    );
  });
});

describe('pages through the gateway', () => {
  let app: FastifyInstance;
  before(async () => {
    const index =
      '<!doctype html><html><head><title>Store</title></head><body><div id="root"></div></body></html>';
    await ship('shell', withServerBuild('shell', COUNTING_SHELL, { 'index.html': index }));
    await ship('mf-catalog', {});
    app = await buildGateway({ apiUrl: 'http://127.0.0.1:9', pageCacheMs: 60_000 });
  });
  after(async () => {
    await app.close();
    await rm(root, { recursive: true, force: true });
  });

  it('renders a page once for 200 random query strings, from the query it reads only', async () => {
    renders().length = 0;
    for (let i = 0; i < 200; i++) {
      const query = `?${random()}=${random()}&utm_source=${random()}&color=${random()}`;
      const res = await app.inject({ url: `/men/products${query}` });
      assert.equal(res.statusCode, 200);
      assert.match(res.body, /<p id="rendered">\/men\/products<\/p>/);
    }
    assert.deepEqual(renders(), ['/men/products']);
    // A query the page reads is a page of its own, whatever the order or the noise around it.
    for (const query of [
      '?sort=new&color=red',
      '?color=red&x=1&sort=new',
      '?color=red&sort=new&color=blue',
    ]) {
      const res = await app.inject({ url: `/men/products${query}` });
      assert.match(res.body, /<p id="rendered">\/men\/products\?color=red&amp;sort=new<\/p>/);
    }
    assert.deepEqual(renders(), ['/men/products', '/men/products?color=red&sort=new']);
  });

  it('2,000 random search terms leave the cached listing and product pages in the cache', async () => {
    renders().length = 0;
    for (const url of ['/men/products', '/men/products/7']) await app.inject({ url });
    const before = renders().length;
    for (let i = 0; i < 2_000; i++) {
      const res = await app.inject({ url: `/search?q=${random()}` });
      assert.equal(res.statusCode, 200);
    }
    assert.equal(renders().length, before + 2_000);
    for (const url of ['/men/products', '/men/products/7']) {
      assert.equal((await app.inject({ url })).statusCode, 200);
    }
    assert.equal(renders().length, before + 2_000, 'no listing or product page rendered again');
  });

  it('answers a malformed Host 400, on a page, a product page and robots.txt, never 503', async () => {
    for (const host of ['x:99999', 'x:abc', 'a b', 'user@x', 'x/y', '[::1', 'x:']) {
      for (const url of ['/home', '/men/products/7', '/robots.txt', '/sitemap.xml']) {
        const res = await app.inject({ url, headers: { host } });
        assert.equal(res.statusCode, 400, `${JSON.stringify(host)} ${url}`);
      }
    }
    for (const host of ['shop.example', 'shop.example:8080', '127.0.0.1:80', '[::1]:8080']) {
      const res = await app.inject({ url: '/men/products/7', headers: { host } });
      assert.equal(res.statusCode, 200, host);
      assert.match(res.body, /<link rel="canonical" href="http:\/\/[^"]+\/men\/products\/7">/);
    }
  });

  it('answers 400 over a real connection too: a bad Host, or none (HTTP/1.0)', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    for (const head of ['GET /home HTTP/1.1\r\nHost: x:99999\r\n', 'GET /home HTTP/1.0\r\n']) {
      const answer = await new Promise<string>((resolve) => {
        let data = '';
        const socket = connect(port, '127.0.0.1', () => socket.write(`${head}Connection: close\r\n\r\n`));
        socket.on('data', (chunk: Buffer) => (data += chunk.toString()));
        socket.on('close', () => resolve(data));
        socket.on('error', () => resolve(data));
      });
      assert.match(answer, /^HTTP\/1\.1 400 /, head);
    }
  });
});
