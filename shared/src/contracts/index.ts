export * from './vocabulary';
export * from './validation';
export * from './api-paths';
export * from './money';
export * from './fragments';
export * from './frontends';
export * from './checkout';
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
  User,
  SessionUser,
  SignupBody,
  LoginBody,
  ErrorAnswer,
} from './schemas';
export type {
  AccountUser,
  AccountSessionUser,
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
