const { createFrontendConfig } = require('@storefront/tooling');

module.exports = createFrontendConfig({
  dir: __dirname,
  name: 'mf-account',
  devPort: 3103,
  exposes: {
    './SignupPage': './src/exposes/signup-page.tsx',
    './LoginPage': './src/exposes/login-page.tsx',
    './AccountPage': './src/exposes/account-page.tsx',
    './ForgotPasswordPage': './src/exposes/forgot-password-page.tsx',
    './ResetPasswordPage': './src/exposes/reset-password-page.tsx',
    './VerifyEmailPage': './src/exposes/verify-email-page.tsx',
    './WishlistPage': './src/exposes/wishlist-page.tsx',
    './UserMenu': './src/exposes/user-menu.tsx',
    './WishlistHeart': './src/exposes/wishlist-heart.tsx',
    './WishlistPopup': './src/exposes/wishlist-popup.tsx',
  },
});
