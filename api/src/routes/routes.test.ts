// The client's API_PATHS (shared/src/contracts/api-paths.ts) and the API's routes cannot drift:
// every path the slices call resolves to a route with the method they call it with, every /api
// route is one the client knows (or is listed below with the reason nobody calls it through
// API_PATHS), and every route folder is registered under the prefix its folder names.
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { relative, sep } from 'node:path';
import { before, describe, test } from 'node:test';
import { API_PATHS } from '@storefront/shared/contracts/api-paths';
import { setUpTestContext } from '../testing/test-app';
import { ROUTE_FOLDERS } from '.';

type Method = 'GET' | 'POST' | 'DELETE';
type PathKey = keyof typeof API_PATHS;

/** How the slices call each path (the shared client's get/post/delete), with sample arguments. */
const CLIENT_CALLS: Record<PathKey, { methods: Method[]; sample: string }> = {
  cart: { methods: ['GET'], sample: API_PATHS.cart },
  cartLine: { methods: ['POST', 'DELETE'], sample: API_PATHS.cartLine(16) },
  cartQuantity: { methods: ['POST'], sample: API_PATHS.cartQuantity },
  promoCode: { methods: ['GET'], sample: API_PATHS.promoCode('STUDENT20') },
  wishlist: { methods: ['GET', 'POST'], sample: API_PATHS.wishlist },
  wishlistItem: { methods: ['GET', 'DELETE'], sample: API_PATHS.wishlistItem(3) },
  wishlistClothingType: { methods: ['GET'], sample: API_PATHS.wishlistClothingType('tops') },
  productSearch: { methods: ['GET'], sample: API_PATHS.productSearch },
  product: { methods: ['GET'], sample: API_PATHS.product(1) },
  productReviews: { methods: ['GET', 'POST'], sample: API_PATHS.productReviews(1) },
  products: { methods: ['GET'], sample: API_PATHS.products },
  productsPage: { methods: ['GET'], sample: API_PATHS.productsPage },
  // The gateway's sitemap.
  productIds: { methods: ['GET'], sample: API_PATHS.productIds },
  productsClothingType: { methods: ['GET'], sample: API_PATHS.productsClothingType('bottoms') },
  productsNew: { methods: ['GET'], sample: API_PATHS.productsNew },
  productsSale: { methods: ['GET'], sample: API_PATHS.productsSale },
  productsDsgn: { methods: ['GET'], sample: API_PATHS.productsDsgn },
  persistOAuth: { methods: ['GET'], sample: API_PATHS.persistOAuth },
  signup: { methods: ['POST'], sample: API_PATHS.signup },
  login: { methods: ['POST'], sample: API_PATHS.login },
  logout: { methods: ['POST'], sample: API_PATHS.logout },
  // A link the browser follows (mf-account's googleAuthHref).
  googleAuth: { methods: ['GET'], sample: API_PATHS.googleAuth },
  authProviders: { methods: ['GET'], sample: API_PATHS.authProviders },
  addresses: { methods: ['GET', 'POST'], sample: API_PATHS.addresses },
  address: { methods: ['POST', 'DELETE'], sample: API_PATHS.address(3) },
  forgotPassword: { methods: ['POST'], sample: API_PATHS.forgotPassword },
  resetPassword: { methods: ['POST'], sample: API_PATHS.resetPassword },
  verifyEmail: { methods: ['POST'], sample: API_PATHS.verifyEmail },
  resendVerification: { methods: ['POST'], sample: API_PATHS.resendVerification },
  checkoutSummary: { methods: ['GET'], sample: API_PATHS.checkoutSummary },
  orders: { methods: ['GET', 'POST'], sample: API_PATHS.orders },
  order: { methods: ['GET'], sample: API_PATHS.order(7) },
  // mf-account's make-a-return page.
  returns: { methods: ['GET', 'POST'], sample: API_PATHS.returns },
  returnable: { methods: ['GET'], sample: API_PATHS.returnable },
  // mf-account's settings page.
  changePassword: { methods: ['POST'], sample: API_PATHS.changePassword },
  changeEmail: { methods: ['POST'], sample: API_PATHS.changeEmail },
  deleteAccount: { methods: ['POST'], sample: API_PATHS.deleteAccount },
  // The shell's e-mail sign-up page.
  newsletterSubscribe: { methods: ['POST'], sample: API_PATHS.newsletterSubscribe },
  newsletterConfirm: { methods: ['POST'], sample: API_PATHS.newsletterConfirm },
  // navigator.sendBeacon from the shell.
  telemetry: { methods: ['POST'], sample: API_PATHS.telemetry },
};

/** /api routes the slices never call through API_PATHS, and why. */
const NOT_CALLED_BY_THE_CLIENT: Record<string, string> = {
  '/api/health': 'for monitors and the process supervisor, not for shoppers',
  '/api/openapi.json': 'the API documentation',
  '/api/users/auth/google/callback': 'the OpenID provider sends the browser there (GOOGLE_REDIRECT_URI)',
};

interface RegisteredRoute {
  pattern: string;
  methods: string[];
}

/** Every route with its methods, read from printRoutes' tree (each line adds to its parent's path). */
function registeredRoutes(tree: string): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    stack.length = depth;
    const pattern = `${stack.at(-1) ?? ''}${match[2]}`;
    stack.push(pattern);
    // '*' is the CORS plugin's OPTIONS catch-all.
    if (match[3] && pattern !== '*') routes.push({ pattern, methods: match[3].split(', ') });
  }
  return routes;
}

/** The API ignores a trailing slash; the client writes some paths with one. */
const withoutSlash = (path: string) => path.replace(/(.)\/$/, '$1');

const matches = (pattern: string, path: string) =>
  new RegExp(`^${pattern.replace(/[.]/g, '\\.').replace(/:[^/]+/g, '[^/]+')}$`).test(withoutSlash(path));

const ctx = setUpTestContext({}, { resetEachTest: false });
let routes: RegisteredRoute[];
before(async () => {
  routes = registeredRoutes((await ctx.built()).app.printRoutes({ commonPrefix: false }));
});

describe('API_PATHS and the routes', () => {
  test('the route list is read from the app (a sanity check of the reader)', () => {
    assert.ok(routes.length >= 25, JSON.stringify(routes));
    assert.deepEqual(routes.find((r) => r.pattern === '/api/cart/:productId')?.methods, ['POST', 'DELETE']);
  });

  test('every path of API_PATHS resolves to a route with each method the client uses', () => {
    assert.deepEqual(Object.keys(CLIENT_CALLS).sort(), Object.keys(API_PATHS).sort());
    for (const [key, { methods, sample }] of Object.entries(CLIENT_CALLS)) {
      const found = routes.filter((r) => matches(r.pattern, sample));
      // Static routes win over parametric ones (find-my-way), as in the router.
      const route = found.find((r) => !r.pattern.includes(':')) ?? found[0];
      assert.ok(route, `${key}: no route for ${sample}`);
      for (const method of methods) {
        assert.ok(
          ctx.app.hasRoute({ method, url: route.pattern }),
          `${key}: ${method} ${sample} (${route.pattern}) is not a route`,
        );
      }
    }
  });

  test('every /api route and method is one the client calls, or is listed with a reason', () => {
    const called = Object.values(CLIENT_CALLS);
    for (const route of routes.filter((r) => r.pattern.startsWith('/api/'))) {
      if (NOT_CALLED_BY_THE_CLIENT[route.pattern]) continue;
      for (const method of route.methods.filter((m) => m !== 'HEAD' && m !== 'OPTIONS')) {
        const caller = called.find(
          (c) => c.methods.includes(method as Method) && matches(route.pattern, c.sample),
        );
        assert.ok(caller, `${method} ${route.pattern} is not in API_PATHS`);
      }
    }
    for (const path of Object.keys(NOT_CALLED_BY_THE_CLIENT)) {
      assert.ok(
        routes.some((r) => r.pattern === path),
        `${path} is allowed but not a route`,
      );
    }
  });
});

describe('route folders', () => {
  test('every folder under routes/ with an index.ts is registered, under the prefix its path names', () => {
    const root = import.meta.dirname;
    const folders = readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name === 'index.ts' && entry.parentPath !== root)
      .map((entry) => relative(root, entry.parentPath).split(sep).join('/'))
      .sort();
    assert.deepEqual(Object.keys(ROUTE_FOLDERS).sort(), folders);
    for (const folder of folders) {
      assert.ok(
        routes.some((r) => r.pattern === `/${folder}` || r.pattern.startsWith(`/${folder}/`)),
        `no route under /${folder}`,
      );
    }
    assert.deepEqual(
      routes
        .filter((r) => !Object.keys(ROUTE_FOLDERS).some((f) => r.pattern.startsWith(`/${f}`)))
        .map((r) => r.pattern),
      ['/api/openapi.json'],
    );
  });
});
