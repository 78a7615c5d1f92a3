const { createFrontendConfig } = require('@storefront/tooling');

module.exports = createFrontendConfig({
  dir: __dirname,
  name: 'mf-cart',
  devPort: 3102,
  exposes: {
    './CartPage': './src/exposes/cart-page.tsx',
    './MiniCart': './src/exposes/mini-cart.tsx',
    './CartDrawer': './src/exposes/cart-drawer.tsx',
    './CheckoutPage': './src/exposes/checkout-page.tsx',
    './ConfirmationPage': './src/exposes/confirmation-page.tsx',
    './OrderHistory': './src/exposes/order-history.tsx',
  },
});
