const { createFrontendConfig } = require('@storefront/tooling');

module.exports = createFrontendConfig({
  dir: __dirname,
  name: 'mf-account',
  devPort: 3103,
  exposes: {
    './SignupPage': './src/exposes/signup-page.tsx',
    './LoginPage': './src/exposes/login-page.tsx',
    './AccountPage': './src/exposes/account-page.tsx',
    './WishlistPage': './src/exposes/wishlist-page.tsx',
    './UserMenu': './src/exposes/user-menu.tsx',
    './WishlistHeart': './src/exposes/wishlist-heart.tsx',
    './WishlistPopup': './src/exposes/wishlist-popup.tsx',
  },
});
