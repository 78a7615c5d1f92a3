const { createFrontendConfig } = require('@storefront/tooling');

module.exports = createFrontendConfig({
  dir: __dirname,
  name: 'mf-cart',
  devPort: 3102,
});
