// Drizzle table definitions mirroring migrations/*.sql (the SQL files are the
// source of truth; these give the queries their types).
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  userName: text('user_name').notNull(),
  email: text('email').notNull(),
  passwordHash: text('password_hash'),
  createdAt: createdAt(),
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
});

export const userIdentities = pgTable(
  'user_identities',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('user_identities_provider_subject_key').on(t.provider, t.subject)],
);

export const sessions = pgTable('sessions', {
  idHash: text('id_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const oidcFlows = pgTable('oidc_flows', {
  idHash: text('id_hash').primaryKey(),
  state: text('state').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  createdAt: createdAt(),
});

export const collections = pgTable('collections', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
});

export const products = pgTable('products', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  gender: text('gender').notNull(),
  category: text('category').notNull(),
  style: text('style').notNull(),
  color: text('color').notNull(),
  priceCents: integer('price_cents').notNull(),
  salePriceCents: integer('sale_price_cents'),
  isNew: boolean('is_new').notNull().default(false),
  collection: text('collection').references(() => collections.code),
  description: text('description').notNull().default(''),
  createdAt: createdAt(),
  /** The sale price when present, else the price (migration 0011): the listing's price order. */
  effectivePriceCents: integer('effective_price_cents').generatedAlwaysAs(
    sql`coalesce(sale_price_cents, price_cents)`,
  ),
  /** Sizes with stock left, one bit each in SIZES order; kept by triggers on stock (migration 0011). */
  sizesInStock: smallint('sizes_in_stock').notNull().default(0),
  /** Products of one style in several colours share it; null is a group of its own (migration 0016). */
  styleGroup: text('style_group'),
  /** How many products share styleGroup (1 without one); kept by triggers on products (migration 0016). */
  colourCount: integer('colour_count').notNull().default(1),
  fit: text('fit').notNull().default(''),
  fabric: text('fabric').notNull().default(''),
  care: text('care').notNull().default(''),
});

export const stock = pgTable(
  'stock',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: text('size').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [unique('stock_product_size_key').on(t.productId, t.size)],
);

export const carts = pgTable('carts', {
  id: serial('id').primaryKey(),
  /** Null for a guest bag (migrations/0013_guest_checkout.sql). */
  userId: integer('user_id')
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  guestTokenHash: text('guest_token_hash'),
  guestClient: text('guest_client'),
  /** The client's IPv6 /48, null for IPv4 (migrations/0026_guest_bag_networks.sql). */
  guestNetwork: text('guest_network'),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const cartLines = pgTable(
  'cart_lines',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    stockId: integer('stock_id')
      .notNull()
      .references(() => stock.id),
    size: text('size').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    unitSalePriceCents: integer('unit_sale_price_cents'),
    linePriceCents: integer('line_price_cents').generatedAlwaysAs(sql`unit_price_cents * quantity`),
    lineSalePriceCents: integer('line_sale_price_cents').generatedAlwaysAs(
      sql`unit_sale_price_cents * quantity`,
    ),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('cart_lines_cart_product_size_key').on(t.cartId, t.productId, t.size)],
);

export const wishlists = pgTable('wishlists', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

export const wishlistProducts = pgTable(
  'wishlist_products',
  {
    wishlistId: integer('wishlist_id')
      .notNull()
      .references(() => wishlists.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.wishlistId, t.productId] })],
);

export const schema = {
  users,
  userIdentities,
  sessions,
  oidcFlows,
  collections,
  products,
  stock,
  carts,
  cartLines,
  wishlists,
  wishlistProducts,
};

// migrations/0002_accounts.sql ------------------------------------------------

export const accountTokens = pgTable('account_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  purpose: text('purpose').$type<'verify-email' | 'reset-password'>().notNull(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  /** The address the link was mailed to (migrations/0015_token_addresses.sql). */
  email: text('email'),
});

export const authThrottle = pgTable('auth_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// migrations/0012_shared_rate_limits.sql ---------------------------------------

/** Per-client call budgets shared by every API process (repositories/rate-limits.ts). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
});

/** The release page's sign-out epoch, one row (repositories/release-page.ts). */
export const releasePageEpoch = pgTable('release_page_epoch', {
  id: smallint('id').primaryKey().default(1),
  epoch: text('epoch').notNull().default(''),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});

// migrations/0003_orders.sql ---------------------------------------------------

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** Null for a guest's order until an account with its verified e-mail claims it. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    status: text('status').$type<'PLACED'>().notNull().default('PLACED'),
    deliveryMethod: text('delivery_method').$type<'standard' | 'express'>().notNull(),
    paymentMethod: text('payment_method').$type<'pay-on-delivery'>().notNull(),
    addressName: text('address_name').notNull(),
    addressStreet: text('address_street').notNull(),
    addressCity: text('address_city').notNull(),
    addressPostcode: text('address_postcode').notNull(),
    addressCountry: text('address_country').notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    deliveryFeeCents: integer('delivery_fee_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    createdAt: createdAt(),
    email: text('email'),
    phone: text('phone'),
    guestBagHash: text('guest_bag_hash'),
    accessTokenHash: text('access_token_hash'),
    promoCode: text('promo_code'),
    promoDiscountCents: integer('promo_discount_cents').notNull().default(0),
    estimatedDelivery: date('estimated_delivery', { mode: 'string' }),
  },
  (t) => [unique('orders_user_idempotency_key').on(t.userId, t.idempotencyKey)],
);

export const orderLines = pgTable('order_lines', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  productId: integer('product_id')
    .notNull()
    .references(() => products.id),
  productName: text('product_name').notNull(),
  size: text('size').notNull(),
  quantity: integer('quantity').notNull(),
  unitPriceCents: integer('unit_price_cents').notNull(),
  unitSalePriceCents: integer('unit_sale_price_cents'),
});

/** migrations/0004_health.sql: one row, upserted by GET /api/health to prove writes work. */
export const healthChecks = pgTable('health_checks', {
  id: smallint('id').primaryKey(),
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
});

/** migrations/0005_release_health.sql: superseded by release_health_pages (0007), neither written nor read. */
export const releaseHealth = pgTable(
  'release_health',
  {
    minute: timestamp('minute', { withTimezone: true }).notNull(),
    frontend: text('frontend').notNull(),
    version: text('version').notNull(),
    views: integer('views').notNull().default(0),
    failures: integer('failures').notNull().default(0),
    errors: integer('errors').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.minute, t.frontend, t.version] })],
);

/** migrations/0007_release_health_pages.sql: one page's capped figures for one frontend. */
export const releaseHealthPages = pgTable(
  'release_health_pages',
  {
    pageId: text('page_id').notNull(),
    frontend: text('frontend').notNull(),
    version: text('version').notNull(),
    shopper: text('shopper').notNull(),
    minute: timestamp('minute', { withTimezone: true }).notNull(),
    views: integer('views').notNull().default(0),
    failures: integer('failures').notNull().default(0),
    errors: integer('errors').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.pageId, t.frontend] })],
);

/** migrations/0006_server_secrets.sql: secrets generated once and shared by every API process. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** migrations/0010_catalog_version.sql: one row, bumped by every change to the catalogue. */
export const catalogVersion = pgTable('catalog_version', {
  id: smallint('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  importedAt: timestamp('imported_at', { withTimezone: true }),
  /** Products changed by imports since their statistics were gathered (migrations/0027). */
  changedSinceAnalyze: bigint('changed_since_analyze', { mode: 'number' }).notNull().default(0),
});

// migrations/0013_guest_checkout.sql ------------------------------------------

export const promoCodes = pgTable('promo_codes', {
  code: text('code').primaryKey(),
  percentOff: integer('percent_off').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  maxUses: integer('max_uses'),
  uses: integer('uses').notNull().default(0),
  createdAt: createdAt(),
});

export const addresses = pgTable('addresses', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  street: text('street').notNull(),
  city: text('city').notNull(),
  postcode: text('postcode').notNull(),
  country: text('country').notNull(),
  phone: text('phone').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** migrations/0014_newsletter.sql: the e-mail sign-up, pending until its mailed link is opened. */
export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  email: text('email').primaryKey(),
  tokenHash: text('token_hash').unique(),
  tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
});

// migrations/0017_releases.sql: releases, the manifest and its history (repositories/releases.ts).

export const releases = pgTable(
  'releases',
  {
    slice: text('slice').notNull(),
    version: text('version').notNull(),
    info: jsonb('info'),
    fileHashes: jsonb('file_hashes')
      .notNull()
      .default(sql`'{}'::jsonb`),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.slice, t.version] })],
);

export const releaseState = pgTable('release_state', {
  slice: text('slice').primaryKey(),
  active: text('active'),
  activations: jsonb('activations')
    .notNull()
    .default(sql`'[]'::jsonb`),
  canaryVersion: text('canary_version'),
  canaryPercent: integer('canary_percent'),
  canaryStartedAt: timestamp('canary_started_at', { withTimezone: true }),
  canaryAutoAbort: jsonb('canary_auto_abort'),
});

export const releaseManifest = pgTable('release_manifest', {
  id: smallint('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});

export const releaseHistory = pgTable('release_history', {
  id: serial('id').primaryKey(),
  slice: text('slice').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull(),
  action: text('action').notNull(),
  fromVersion: text('from_version'),
  toVersion: text('to_version'),
  reason: text('reason'),
  forced: boolean('forced').notNull().default(false),
  percent: integer('percent'),
});

/** migrations/0016_colourways_reviews.sql: one review per shopper and product (docs/api.md#reviews). */
export const productReviews = pgTable(
  'product_reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('product_reviews_one_per_shopper').on(t.productId, t.userId)],
);

/** migrations/0018_returns.sql: a shopper's return of units of one order line (docs/api.md#returns). */
export const returns = pgTable('returns', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  orderId: integer('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  orderLineId: integer('order_line_id')
    .notNull()
    .references(() => orderLines.id, { onDelete: 'cascade' }),
  quantity: integer('quantity').notNull(),
  reason: text('reason').notNull(),
  note: text('note').notNull().default(''),
  status: text('status').notNull().default('requested'),
  createdAt: createdAt(),
});

/** The distinct words of product names, kept by triggers (migration 0019), for the search's typo tier. */
export const productNameWords = pgTable('product_name_words', {
  word: text('word').primaryKey(),
});

/** The distinct lower-cased product names, kept by triggers (migration 0020): whether any name holds a search term. */
export const productNames = pgTable('product_names', {
  name: text('name').primaryKey(),
});
