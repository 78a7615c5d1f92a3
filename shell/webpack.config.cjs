const { createFrontendConfig } = require('@storefront/tooling');

module.exports = createFrontendConfig({
  dir: __dirname,
  name: 'shell',
  devPort: 3100,
  host: true,
  runtimePlugins: [require.resolve('./src/composition/fail-alone-plugin.ts')],
});
