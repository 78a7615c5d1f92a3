const { createFrontendConfig } = require('@storefront/tooling');

module.exports = createFrontendConfig({
  dir: __dirname,
  name: 'mf-catalog',
  devPort: 3101,
  exposes: {
    './ListingPage': './src/exposes/listing-page.tsx',
    './ProductPage': './src/exposes/product-page.tsx',
    './ProductCarousel': './src/exposes/product-carousel.tsx',
    './ProductGrid': './src/exposes/product-grid.tsx',
    './ProductStrip': './src/exposes/product-strip.tsx',
  },
});
