// Checkout and orders: request and answer schemas. The API validates with
// these; slices import only the derived types (through index.ts), so TypeBox
// never reaches a browser bundle. Money here is integer cents.
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import {
  ADDRESS_MAX_LENGTH,
  DELIVERY_METHODS,
  PHONE_MAX_LENGTH,
  PHONE_PATTERN,
  PROMO_CODE_PATTERN,
  NON_BLANK_PATTERN,
  ORDER_HISTORY_MAX_LIMIT,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  POSTCODE_PATTERN,
} from './checkout';
import {
  CartSchema,
  ColourwaySchema,
  ProductDetailsSchema,
  ProductSchema,
  RatingSummarySchema,
  SizeSchema,
} from './schemas';
import { SIZES } from './vocabulary';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from './validation';

const literals = <T extends readonly string[]>(values: T) =>
  Type.Union(values.map((v) => Type.Literal(v))) as unknown as TSchema & { static: T[number] };

const Cents = Type.Integer({ minimum: 0 });

const DeliveryMethodSchema = literals(DELIVERY_METHODS);
const PaymentMethodSchema = literals(PAYMENT_METHODS);

const text = (maxLength: number, pattern = NON_BLANK_PATTERN.source) =>
  Type.String({ minLength: 1, maxLength, pattern });

const DeliveryAddressSchema = Type.Object(
  {
    name: text(ADDRESS_MAX_LENGTH.name),
    street: text(ADDRESS_MAX_LENGTH.street),
    city: text(ADDRESS_MAX_LENGTH.city),
    postcode: text(ADDRESS_MAX_LENGTH.postcode, POSTCODE_PATTERN.source),
    country: text(ADDRESS_MAX_LENGTH.country),
  },
  { additionalProperties: false },
);

const PromoCodeSchema = Type.String({ pattern: PROMO_CODE_PATTERN.source, maxLength: 32 });

/** A promo code that can be used now (docs/cart.md#promo-codes). */
export const PromoSchema = Type.Object({
  code: Type.String(),
  percentOff: Type.Integer({ minimum: 1, maximum: 100 }),
});

export const PromoCodeParamsSchema = Type.Object({ code: PromoCodeSchema });

/** GET /api/orders/summary?promoCode=: the summary with the code's discount. */
export const CheckoutSummaryQuerySchema = Type.Object(
  { promoCode: Type.Optional(PromoCodeSchema) },
  { additionalProperties: false },
);

// Summary ----------------------------------------------------------------------

export const CheckoutSummarySchema = Type.Object({
  /** The cart as GET /api/cart answers it. */
  cart: CartSchema,
  subtotalCents: Cents,
  discountCents: Cents,
  /** The cart's total after discounts, before delivery. */
  totalCents: Cents,
  /** The promo code asked for (null without one) and its discount on the goods. */
  promo: Type.Union([PromoSchema, Type.Null()]),
  promoDiscountCents: Cents,
  /** The fee of each delivery method for this cart (on the goods after the promo). */
  delivery: Type.Object({ standard: Cents, express: Cents }),
  /** Sent back when placing the order: 409 if the cart changed in between. */
  cartVersion: Type.String(),
});
export type CheckoutSummary = Static<typeof CheckoutSummarySchema>;

// Placing an order ---------------------------------------------------------------

const IdempotencyKeySchema = Type.String({
  minLength: 8,
  maxLength: 100,
  pattern: '^[A-Za-z0-9_-]+$',
});

export const PlaceOrderBodySchema = Type.Object(
  {
    /** One per checkout attempt; the Idempotency-Key header may carry it instead. */
    idempotencyKey: Type.Optional(IdempotencyKeySchema),
    cartVersion: Type.String({ maxLength: 4000 }),
    address: DeliveryAddressSchema,
    deliveryMethod: DeliveryMethodSchema,
    paymentMethod: PaymentMethodSchema,
    /** Where the order's mail goes: required from a guest, the account's address when left out. */
    email: Type.Optional(Type.String({ pattern: EMAIL_PATTERN.source, maxLength: EMAIL_MAX_LENGTH })),
    /** For the courier; optional. */
    phone: Type.Optional(Type.String({ maxLength: PHONE_MAX_LENGTH, pattern: PHONE_PATTERN.source })),
    /** A promo code (docs/cart.md#promo-codes); 404 or 409 with a sentence when it cannot be used. */
    promoCode: Type.Optional(PromoCodeSchema),
    /** Signed in: also keep the address in the address book (docs/account.md#address-book). */
    saveAddress: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type PlaceOrderBody = Static<typeof PlaceOrderBodySchema>;

export const PlaceOrderHeadersSchema = Type.Object({
  'idempotency-key': Type.Optional(IdempotencyKeySchema),
});

const OrderLineSchema = Type.Object({
  productId: Type.Integer(),
  productName: Type.String(),
  size: SizeSchema,
  quantity: Type.Integer({ minimum: 1 }),
  unitPriceCents: Cents,
  unitSalePriceCents: Type.Union([Cents, Type.Null()]),
  /** What the line costs: the sale price when there is one, times the quantity. */
  lineTotalCents: Cents,
});
export type OrderLine = Static<typeof OrderLineSchema>;

const OrderHeader = {
  id: Type.Integer(),
  number: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  status: literals(ORDER_STATUSES),
  itemCount: Type.Integer({ minimum: 0 }),
  /** What the shopper pays, delivery included. */
  grandTotalCents: Cents,
};

export const OrderSchema = Type.Object({
  ...OrderHeader,
  lines: Type.Array(OrderLineSchema),
  subtotalCents: Cents,
  discountCents: Cents,
  /** The promo code used (null without one) and its discount on the goods. */
  promoCode: Type.Union([Type.String(), Type.Null()]),
  promoDiscountCents: Cents,
  /** The goods: subtotal less the sale discount and the promo. */
  totalCents: Cents,
  deliveryFeeCents: Cents,
  deliveryMethod: DeliveryMethodSchema,
  paymentMethod: PaymentMethodSchema,
  address: DeliveryAddressSchema,
  /** Where the order's mail went (null for orders placed before it was asked). */
  email: Type.Union([Type.String(), Type.Null()]),
  phone: Type.Union([Type.String(), Type.Null()]),
  /** The day the order arrives by (YYYY-MM-DD), from the method's working days; null for older orders. */
  estimatedDelivery: Type.Union([Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }), Type.Null()]),
});
export type Order = Static<typeof OrderSchema>;

/** An order as the history lists it: its header and its lines (the picture, name, size, price). */
const OrderSummarySchema = Type.Object({ ...OrderHeader, lines: Type.Array(OrderLineSchema) });
export type OrderSummary = Static<typeof OrderSummarySchema>;

/** GET /api/orders/?limit=&cursor=: a page of the history, the newest first. */
export const OrderListQuerySchema = Type.Object(
  {
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: ORDER_HISTORY_MAX_LIMIT })),
    cursor: Type.Optional(Type.String({ maxLength: 64 })),
  },
  { additionalProperties: false },
);

export const OrderListSchema = Type.Object({
  orders: Type.Array(OrderSummarySchema),
  /** How many orders the account holds, on every page. */
  total: Type.Integer({ minimum: 0 }),
  /** The next page's cursor, null on the last page. */
  nextCursor: Type.Union([Type.String(), Type.Null()]),
});
export type OrderList = Static<typeof OrderListSchema>;

export const OrderIdParamsSchema = Type.Object({
  orderId: Type.Integer({ minimum: 1, maximum: 2147483647 }),
});

/** The mailed link's key of a guest's order (docs/cart.md#guest-checkout). */
export const OrderKeyQuerySchema = Type.Object(
  { key: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })) },
  { additionalProperties: false },
);

/**
 * 409 of placing an order: the cart changed since the summary (the new summary
 * comes with it) or a line is sold out or short (named, with what is left).
 */
export const CheckoutConflictSchema = Type.Object({
  message: Type.String(),
  reason: Type.Optional(Type.Union([Type.Literal('cart-changed'), Type.Literal('sold-out')])),
  summary: Type.Optional(CheckoutSummarySchema),
  line: Type.Optional(
    Type.Object({
      productId: Type.Integer(),
      productName: Type.String(),
      size: SizeSchema,
      quantity: Type.Integer(),
      available: Type.Integer({ minimum: 0 }),
    }),
  ),
});
export type CheckoutConflict = Static<typeof CheckoutConflictSchema>;

// Stock shown to shoppers ---------------------------------------------------------

/** Units left per size; 0 is sold out. Every size of the vocabulary is listed. */
const SizeStockSchema = Type.Object({ size: SizeSchema, available: Type.Integer({ minimum: 0 }) });
export type SizeStock = Static<typeof SizeStockSchema>;

/**
 * GET /api/products/{id}: the product of docs/api.md#products plus its stock per size. The one
 * type of that answer: the API validates with the schema, mf-catalog reads the type.
 */
export const ProductWithStockSchema = Type.Composite([
  ProductSchema,
  Type.Object({ stock: Type.Array(SizeStockSchema, { maxItems: SIZES.length }) }),
  ProductDetailsSchema,
  Type.Object({
    /** The product's group, this one included, in id order (docs/catalog.md#colourways). */
    colourways: Type.Array(ColourwaySchema),
    rating: RatingSummarySchema,
  }),
]);
export type ProductWithStock = Static<typeof ProductWithStockSchema>;
