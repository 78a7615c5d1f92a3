// Server builds for the tests, as JavaScript strings the gateway evaluates like the real ones:
// CommonJS, requiring only what it provides, rendering with the real shared primitives (slots,
// preloaded data, the parcel root), so one React and one shared package are proven too.
import { ROOT_REDIRECT } from '@storefront/shared/navigation/store-routes';

/** A shell whose frame has a heading from `/api/banner` and two slots. */
export const SHELL = `
const { createElement: h } = require('react');
const { StoreThemeProvider, RemoteParcel, usePreloaded } = require('@storefront/shared');
const { renderRoot } = require('@storefront/shared/server');
function Frame() {
  const banner = usePreloaded({ path: '/api/banner' });
  return h(StoreThemeProvider, null, h('main', null,
    h('h1', null, banner ? banner.text : 'no banner'),
    h(RemoteParcel, { slice: 'mf-catalog', expose: 'ProductCarousel', parcelProps: { source: 'new', title: 'New' } }),
    h(RemoteParcel, { slice: 'mf-cart', expose: 'MiniCart', parcelProps: {} })));
}
exports.render = async (url, context) => {
  if (url === '/') return { html: '', css: '', slots: [], status: 301, title: '', redirect: ${JSON.stringify(ROOT_REDIRECT)} };
  const root = await renderRoot(h(Frame), { ...context, url });
  return { ...root, status: url.startsWith('/nowhere') ? 404 : 200, title: 'Home | Store <3' };
};
`;

/** A slice whose fragment is `body` (a function of the props returning an element), nested slots allowed. */
export const slice = (name: string, expose: string, body: string) => `
const { createElement: h } = require('react');
const { createParcel, RemoteParcel, usePreloaded } = require('@storefront/shared');
const { fragmentRenderer } = require('@storefront/shared/server');
function Root(props) { ${body} }
exports.render = fragmentRenderer({
  ${expose}: createParcel(Root, { slice: '${name}', expose: '${expose}', publicPath: __webpack_public_path__ }),
});
`;

/** The catalog's carousel: products from the API and a nested wishlist heart. */
export const CATALOG = slice(
  'mf-catalog',
  'ProductCarousel',
  `const products = usePreloaded({ path: '/api/products/new' });
   return h('section', null, h('h2', null, props.title),
     products ? h('ul', null, products.map((p) => h('li', { key: p }, p))) : h('p', null, 'loading'),
     h(RemoteParcel, { slice: 'mf-account', expose: 'WishlistHeart', parcelProps: {} }));`,
);

export const CART = slice('mf-cart', 'MiniCart', `return h('span', null, 'Cart (0)');`);
export const ACCOUNT = slice('mf-account', 'WishlistHeart', `return h('button', null, 'Save');`);

export const THROWS = `exports.render = async () => { throw new Error('a broken server build'); };`;
export const HANGS = `exports.render = () => new Promise(() => {});`;
