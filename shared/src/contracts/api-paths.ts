// Paths of docs/api.md, as the slices call them through the shared client.
export const API_PATHS = {
  cart: '/api/cart/',
  cartLine: (productId: number) => `/api/cart/${productId}`,
  cartQuantity: '/api/cart/update/quantity',
  /** A promo code that can be used now (docs/cart.md#promo-codes). */
  promoCode: (code: string) => `/api/cart/promo/${encodeURIComponent(code)}`,
  wishlist: '/api/wishlist/',
  wishlistItem: (productId: number) => `/api/wishlist/${productId}`,
  wishlistClothingType: (type: string) => `/api/wishlist/clothingType/${encodeURIComponent(type)}`,
  productSearch: '/api/products/search',
  product: (productId: number) => `/api/products/${productId}`,
  /** Ratings and reviews of a product (contracts/reviews.ts): the latest page, and a shopper's own. */
  productReviews: (productId: number) => `/api/products/${productId}/reviews`,
  products: '/api/products/',
  /** The paged listing with facet counts (contracts/product-page.ts). */
  productsPage: '/api/products/page',
  /** Every product's id and gender, a sitemap file at a time (the gateway's sitemap). */
  productIds: '/api/products/ids',
  productsClothingType: (category: string) => `/api/products/clothingType/${encodeURIComponent(category)}`,
  productsNew: '/api/products/new',
  productsSale: '/api/products/sale',
  productsDsgn: '/api/products/dsgn',
  persistOAuth: '/api/users/persistOAuth',
  signup: '/api/users/signup',
  login: '/api/users/login',
  logout: '/api/users/logout',
  googleAuth: '/api/users/auth/google',
  /** Which third-party sign-ins the server offers (the log-in page shows only these). */
  authProviders: '/api/users/auth/providers',
  /** The signed-in shopper's address book (contracts/addresses.ts). */
  addresses: '/api/users/addresses',
  address: (addressId: number) => `/api/users/addresses/${addressId}`,
  forgotPassword: '/api/users/password/forgot',
  resetPassword: '/api/users/password/reset',
  verifyEmail: '/api/users/email/verify',
  resendVerification: '/api/users/email/resend',
  checkoutSummary: '/api/orders/summary',
  orders: '/api/orders/',
  order: (orderId: number) => `/api/orders/${orderId}`,
  /** Making a return (contracts/returns.ts): the shopper's returns, and the lines they can return. */
  returns: '/api/returns',
  returnable: '/api/returns/returnable',
  /** mf-account's settings page (contracts/account-settings.ts). */
  changePassword: '/api/account-settings/password',
  changeEmail: '/api/account-settings/email',
  deleteAccount: '/api/account-settings/delete',
  /** The e-mail sign-up's double opt-in (contracts/newsletter.ts). */
  newsletterSubscribe: '/api/newsletter/subscribe',
  newsletterConfirm: '/api/newsletter/confirm',
  /** The shell's slice-health batches (contracts/telemetry.ts). */
  telemetry: '/api/telemetry',
} as const;
