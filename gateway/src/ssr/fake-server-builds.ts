// Server builds for the tests, as JavaScript strings the gateway evaluates like the real ones:
// CommonJS, requiring only what it provides, built with the real shared primitives (slots, the
// fragment module's parts, the parcel root), so one React and one shared package are proven too.

/** A shell whose frame has a heading and two slots; it counts its renders (globalThis.__renders). */
export const SHELL = `
const { createElement: h } = require('react');
const { StoreThemeProvider, RemoteParcel } = require('@storefront/shared');
const { renderRoot } = require('@storefront/shared/server');
const count = (name) => { const r = (globalThis.__renders ??= {}); r[name] = (r[name] ?? 0) + 1; };
let product = null;
function Frame() {
  count('frame');
  return h(StoreThemeProvider, null, h('main', null,
    h('h1', null, 'Store'),
    product ? h(RemoteParcel, { slice: 'mf-catalog', expose: 'ProductPage', parcelProps: { productId: product } })
      : h(RemoteParcel, { slice: 'mf-catalog', expose: 'ProductCarousel', parcelProps: { source: 'new', title: 'New' } }),
    h(RemoteParcel, { slice: 'mf-cart', expose: 'MiniCart', parcelProps: {} })));
}
exports.render = (url) => {
  product = url.startsWith('/men/products/') ? url.slice('/men/products/'.length) : null;
  return renderRoot(h(Frame), url);
};
`;

/**
 * A slice whose fragment is `body` (a function of the props, `data` included, returning an
 * element), nested slots allowed; `parts` adds createParcel options (load, head, browserOnly).
 */
export const slice = (name: string, expose: string, body: string, parts = '', more = '') => `
const { createElement: h } = require('react');
const { createParcel, RemoteParcel } = require('@storefront/shared');
const { fragmentServer } = require('@storefront/shared/server');
const count = (name) => { const r = (globalThis.__renders ??= {}); r[name] = (r[name] ?? 0) + 1; };
function Root(props) { count('${name}/${expose}'); ${body} }
const ${expose} = createParcel(Root, { slice: '${name}', expose: '${expose}', publicPath: __webpack_public_path__, ${parts} });
exports.fragments = fragmentServer({ ${expose}${more} });
`;

/**
 * The catalog's carousel: products from the API (its load), a nested wishlist heart, and a head;
 * its product page says the product's name, or a 404 when the API does not know it.
 */
export const CATALOG = slice(
  'mf-catalog',
  'ProductCarousel',
  `const products = props.data;
   return h('section', null, h('h2', null, props.title),
     products ? h('ul', null, products.map((p) => h('li', { key: p }, p))) : h('p', null, 'loading'),
     h(RemoteParcel, { slice: 'mf-account', expose: 'WishlistHeart', parcelProps: {} }));`,
  `load: (props, { get }) => get('/api/products/new'),
   head: (data, props, { origin }) => ({ description: data.length + ' new products', openGraph: [['og:url', origin + '/home']] })`,
  `, ProductPage: createParcel((props) => h('h2', null, props.data.product ? props.data.product.name : 'PRODUCT NOT FOUND'), {
     slice: 'mf-catalog', expose: 'ProductPage', publicPath: '/',
     load: (props, { get }) => get('/api/products/' + props.productId).then(
       (product) => ({ product }),
       (error) => { if (error.status === 404) return { product: null }; throw error; }),
     head: (data) => (data.product ? { title: data.product.name + ' | Store' } : { status: 404 }),
   })`,
);

export const CART = slice('mf-cart', 'MiniCart', `return h('span', null, 'Cart (0)');`);
/** The cart with a drawer its module says renders in the browser only. */
export const CART_WITH_DRAWER = slice(
  'mf-cart',
  'MiniCart',
  `return h('span', null, 'Cart (0)');`,
  '',
  `, CartDrawer: createParcel(Root, { slice: 'mf-cart', expose: 'CartDrawer', publicPath: '/', browserOnly: true })`,
);
export const ACCOUNT = slice('mf-account', 'WishlistHeart', `return h('button', null, 'Save');`);

/** A build whose frame render is `render` and whose every expose the tests mount is `part`. */
const everyExpose = (render: string, part: string) => `
exports.render = ${render};
const part = ${part};
exports.fragments = { ProductCarousel: part, MiniCart: part, WishlistHeart: part };
`;
export const THROWS = everyExpose(
  `() => { throw new Error('a broken server build'); }`,
  `{ browserOnly: false, head: () => null,
     load: async () => { throw new Error('a broken server build'); },
     render: () => { throw new Error('a broken server build'); } }`,
);
export const HANGS = everyExpose(
  '() => new Promise(() => {})',
  `{ browserOnly: false, head: () => null, load: () => new Promise(() => {}),
     render: () => ({ html: '', css: '', slots: [] }) }`,
);
