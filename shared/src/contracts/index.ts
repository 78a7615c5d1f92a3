export * from './vocabulary';
export * from './validation';
export * from './api-paths';
export * from './money';
export * from './fragments';
export * from './frontends';
export * from './checkout';
export {
  CART_ADD_FORM_ERRORS,
  CART_ADD_FORM_PATH,
  LOGIN_FORM_ERRORS,
  LOGIN_FORM_PATH,
  LOGIN_GOOGLE_OUTCOMES,
  MAX_WISHLIST_PRODUCTS,
  SIGNUP_FORM_ERRORS,
  SIGNUP_FORM_PATH,
  WISHLIST_ADD_FORM_PATH,
  WISHLIST_FORM_OUTCOMES,
  WISHLIST_FULL,
} from './forms';
export type {
  CartAddFormError,
  LoginFormError,
  LoginGoogleOutcome,
  SignupFormError,
  WishlistFormOutcome,
} from './forms';
export { COUNTRIES, MAX_SAVED_ADDRESSES } from './address-limits';
export type { AddressBody, AddressBook, SavedAddress } from './addresses';
export type {
  Product,
  DsgnItem,
  ProductListQuery,
  CartStock,
  Cart,
  AddToCartBody,
  UpdateQuantityBody,
  Wishlist,
  WishlistQuery,
  SignupBody,
  LoginBody,
  ErrorAnswer,
  Colourway,
  ProductDetails,
  RatingSummary,
} from './schemas';
export {
  REVIEW_TITLE_MAX_LENGTH,
  REVIEW_BODY_MAX_LENGTH,
  REVIEWS_DEFAULT_LIMIT,
  REVIEW_PERMISSIONS,
} from './review-limits';
export type { ReviewPermission } from './review-limits';
export type { ReviewBody, Review, ReviewsPage } from './reviews';
export {
  RETURN_WINDOW_DAYS,
  RETURN_REASONS,
  RETURN_REASON_IDS,
  RETURN_NOTE_MAX_LENGTH,
  isFinalSale,
  FINAL_SALE_MARK,
  returnNumber,
  returnNextSteps,
} from './return-limits';
export type { ReturnReason } from './return-limits';
export type { CreateReturnBody, Return, ReturnList, ReturnableLine, ReturnableList } from './returns';
export type {
  AccountUser,
  AccountSessionUser,
  AuthProviders,
  ForgotPasswordBody,
  ResetPasswordBody,
  VerifyEmailBody,
  AccountMessage,
} from './accounts';
export type {
  CheckoutSummary,
  PlaceOrderBody,
  Order,
  OrderLine,
  OrderSummary,
  OrderList,
  CheckoutConflict,
  SizeStock,
  ProductWithStock,
} from './orders';
export * from './page-config';
export {
  PRODUCT_PAGE_DEFAULT_LIMIT,
  PRODUCT_PAGE_MAX_LIMIT,
  LISTING_MAX_PAGE,
  PRODUCT_LIST_DEFAULT_LIMIT,
  PRODUCT_LIST_MAX_LIMIT,
  PRODUCT_SORTS,
  PRODUCT_PAGE_SORTS,
} from './product-page-limits';
export type { ProductSort, ProductPageSort } from './product-page-limits';
export type { ProductPageQuery, ProductFacets, ProductPage } from './product-page';
export {
  TELEMETRY_MAX_ITEMS,
  TELEMETRY_MAX_COUNT,
  TELEMETRY_MAX_BYTES,
  TELEMETRY_FLUSH_MS,
  HEALTH_WINDOW_MINUTES,
  healthRates,
} from './telemetry-limits';
export type { TelemetryItem, TelemetryBatch, ReleaseHealth, VersionHealth } from './telemetry';
export type { ReleaseInfo, ShellReleaseInfo, SliceReleaseInfo, LibraryVersions } from './release-info';
export type { NewsletterSubscribeBody, NewsletterConfirmBody, NewsletterMessage } from './newsletter';
export type { ChangePasswordBody, ChangeEmailBody, DeleteAccountBody } from './account-settings';
