// Request and answer schemas of every call in docs/api.md. The API validates
// with these (JSON Schema through TypeBox); slices import only the derived types,
// so TypeBox never reaches a browser bundle.
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import {
  CATEGORIES,
  COLLECTIONS,
  COLOURS,
  GENDERS,
  MAX_QUANTITY,
  MIN_QUANTITY,
  PRICE_FILTERS,
  SIZES,
  STYLES,
  WISHLIST_CLOTHING_TYPES,
} from './vocabulary';
import {
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  MAX_ID,
  PASSWORD_PATTERN,
  SEARCH_TERM_MAX_LENGTH,
  USERNAME_PATTERN,
} from './validation';

const literals = <T extends readonly string[]>(values: T) =>
  Type.Union(values.map((v) => Type.Literal(v))) as unknown as TSchema & { static: T[number] };

const GenderSchema = literals(GENDERS);
const CategorySchema = literals(CATEGORIES);
export const SizeSchema = literals(SIZES);
const ColourSchema = literals(COLOURS);
const StyleSchema = literals(STYLES);
const PriceFilterSchema = literals(PRICE_FILTERS);
const CollectionSchema = literals(COLLECTIONS);
const ClothingTypeSchema = Type.Union([literals(CATEGORIES), literals(WISHLIST_CLOTHING_TYPES)]);

/** Money is dollars with two decimals on the wire. */
const Money = Type.Number({ minimum: 0 });

export const ProductSchema = Type.Object({
  id: Type.Integer(),
  productId: Type.Integer(),
  name: Type.String(),
  gender: GenderSchema,
  category: CategorySchema,
  style: StyleSchema,
  price: Money,
  salePrice: Type.Union([Money, Type.Null()]),
  new: Type.Boolean(),
  color: ColourSchema,
  dsgn: Type.Union([CollectionSchema, Type.Null()]),
  description: Type.String(),
  /** How many colours the product's group has, this one included (docs/catalog.md#colourways). */
  colourCount: Type.Integer({ minimum: 1 }),
});
export type Product = Static<typeof ProductSchema>;

/** One colour of a product's group: its own product, id and URL. */
export const ColourwaySchema = Type.Object({ id: Type.Integer(), color: ColourSchema, name: Type.String() });
export type Colourway = Static<typeof ColourwaySchema>;

/**
 * What the catalogue keeps of a product beyond the listing's fields (docs/catalog.md#product): the
 * group key of its colourways (null: a group of its own) and the product page's details.
 */
export const ProductDetailsSchema = Type.Object({
  styleGroup: Type.Union([Type.String({ minLength: 1, maxLength: 100 }), Type.Null()]),
  fit: Type.String(),
  fabric: Type.String(),
  care: Type.String(),
});
export type ProductDetails = Static<typeof ProductDetailsSchema>;

/** The product's ratings: the average of 1..5 (null without any) and how many there are. */
export const RatingSummarySchema = Type.Object({
  average: Type.Union([Type.Number({ minimum: 1, maximum: 5 }), Type.Null()]),
  count: Type.Integer({ minimum: 0 }),
});
export type RatingSummary = Static<typeof RatingSummarySchema>;

export const ProductListSchema = Type.Array(ProductSchema);
export const DsgnListSchema = Type.Array(Type.Object({ product: ProductSchema }));
export type DsgnItem = Static<typeof DsgnListSchema>[number];

/** Ids are PostgreSQL `integer`s: one outside 1..2^31-1 is refused (400) before the database. */
export { MAX_ID };
const IdSchema = Type.Integer({ minimum: 1, maximum: MAX_ID });

export const ProductIdParamsSchema = Type.Object({ productId: IdSchema });

export const ProductListQuerySchema = Type.Object(
  {
    gender: GenderSchema,
    category: Type.Union([CategorySchema, StyleSchema]),
    priceFilter: Type.Optional(PriceFilterSchema),
    collectionFilter: Type.Optional(CollectionSchema),
  },
  { additionalProperties: false },
);
export type ProductListQuery = Static<typeof ProductListQuerySchema>;

export const ClothingTypeParamsSchema = Type.Object({ category: Type.Union([CategorySchema, StyleSchema]) });
export const ClothingTypeQuerySchema = Type.Object(
  {
    gender: GenderSchema,
    priceFilter: Type.Optional(PriceFilterSchema),
    collectionFilter: Type.Optional(CollectionSchema),
  },
  { additionalProperties: false },
);

export const HomeListQuerySchema = Type.Object(
  { gender: Type.Optional(GenderSchema) },
  { additionalProperties: false },
);

export const SearchQuerySchema = Type.Object(
  { searchTerm: Type.String({ minLength: 1, maxLength: SEARCH_TERM_MAX_LENGTH }) },
  { additionalProperties: false },
);

// Cart -----------------------------------------------------------------------

const QuantitySchema = Type.Integer({ minimum: MIN_QUANTITY, maximum: MAX_QUANTITY });

const CartStockSchema = Type.Object({
  productId: Type.Integer(),
  cart_stocks: Type.Object({
    /** Total regular price of the line (unit price times quantity). */
    price: Money,
    /** Total sale price of the line, null when not on sale. */
    salePrice: Type.Union([Money, Type.Null()]),
    quantity: QuantitySchema,
    size: SizeSchema,
    stockId: Type.Integer(),
    productName: Type.String(),
    gender: GenderSchema,
    new: Type.Boolean(),
    color: ColourSchema,
    style: StyleSchema,
  }),
});
export type CartStock = Static<typeof CartStockSchema>;

export const CartSchema = Type.Object({ stocks: Type.Array(CartStockSchema) });
export type Cart = Static<typeof CartSchema>;

export const AddToCartBodySchema = Type.Object(
  { quantity: QuantitySchema, size: SizeSchema },
  { additionalProperties: false },
);
export type AddToCartBody = Static<typeof AddToCartBodySchema>;

export const UpdateQuantityBodySchema = Type.Object(
  { productId: IdSchema, quantity: QuantitySchema, size: SizeSchema },
  { additionalProperties: false },
);
export type UpdateQuantityBody = Static<typeof UpdateQuantityBodySchema>;

export const RemoveFromCartQuerySchema = Type.Object({ size: SizeSchema }, { additionalProperties: false });

// Wishlist -------------------------------------------------------------------

export const WishlistSchema = Type.Object({ products: ProductListSchema });
export type Wishlist = Static<typeof WishlistSchema>;

export const AddToWishlistBodySchema = Type.Object({ productId: IdSchema }, { additionalProperties: false });

export const WishlistQuerySchema = Type.Object(
  {
    gender: Type.Optional(GenderSchema),
    category: Type.Optional(CategorySchema),
    priceFilter: Type.Optional(PriceFilterSchema),
  },
  { additionalProperties: false },
);
export type WishlistQuery = Static<typeof WishlistQuerySchema>;

export const WishlistClothingTypeParamsSchema = Type.Object({ type: ClothingTypeSchema });
export const WishlistClothingTypeQuerySchema = Type.Object(
  { gender: Type.Optional(GenderSchema), priceFilter: Type.Optional(PriceFilterSchema) },
  { additionalProperties: false },
);

// Users ----------------------------------------------------------------------

export const SignupBodySchema = Type.Object(
  {
    username: Type.String({ pattern: USERNAME_PATTERN.source }),
    email: Type.String({ pattern: EMAIL_PATTERN.source, maxLength: EMAIL_MAX_LENGTH }),
    password: Type.String({ pattern: PASSWORD_PATTERN.source }),
  },
  { additionalProperties: false },
);
export type SignupBody = Static<typeof SignupBodySchema>;

/** Log-in only requires both fields (400 'Missing username or password' otherwise). */
export const LoginBodySchema = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 64 }),
    password: Type.String({ minLength: 1, maxLength: 128 }),
  },
  { additionalProperties: false },
);
export type LoginBody = Static<typeof LoginBodySchema>;

export const ErrorSchema = Type.Object({ message: Type.String() });
export type ErrorAnswer = Static<typeof ErrorSchema>;

export const HealthSchema = Type.Object({ status: Type.Literal('ok'), database: Type.Literal('ok') });
