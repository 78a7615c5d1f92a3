// Server rendering in this slice's tests: its expose modules get the release folder webpack would
// give them (import this before them), then the one helper of @storefront/shared/testing.
Object.assign(globalThis, { __webpack_public_path__: '/releases/mf-search/1.0.0-test/' });

export * from '@storefront/shared/testing/server-render';
