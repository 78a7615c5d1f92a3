// Making a return (docs/api.md#returns): request and answer schemas. The API validates with these;
// mf-account imports only the derived types (through index.ts) and the rules of return-limits.ts,
// so TypeBox never reaches a browser bundle.
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { RETURN_NOTE_MAX_LENGTH, RETURN_REASON_IDS, type ReturnReason } from './return-limits';
import { SizeSchema } from './schemas';
import { MAX_ID } from './validation';

const Id = Type.Integer({ minimum: 1, maximum: MAX_ID });

const ReturnReasonSchema = Type.Union(RETURN_REASON_IDS.map((r) => Type.Literal(r))) as unknown as TSchema & {
  static: ReturnReason;
};

/** POST /api/returns: one line of one of the shopper's orders (the product in that size). */
export const CreateReturnBodySchema = Type.Object(
  {
    orderId: Id,
    productId: Id,
    size: SizeSchema,
    quantity: Type.Integer({ minimum: 1, maximum: 10 }),
    reason: ReturnReasonSchema,
    note: Type.Optional(Type.String({ maxLength: RETURN_NOTE_MAX_LENGTH })),
  },
  { additionalProperties: false },
);
export type CreateReturnBody = Static<typeof CreateReturnBodySchema>;

const ReturnLineSchema = Type.Object({
  productId: Type.Integer(),
  productName: Type.String(),
  size: SizeSchema,
  quantity: Type.Integer({ minimum: 1 }),
});

export const ReturnSchema = Type.Object({
  id: Type.Integer(),
  /** RMA-000001: what the mail and the confirmation show, and the parcel carries. */
  number: Type.String(),
  status: Type.Literal('requested'),
  orderId: Type.Integer(),
  orderNumber: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  reason: ReturnReasonSchema,
  note: Type.String(),
  lines: Type.Array(ReturnLineSchema),
});
export type Return = Static<typeof ReturnSchema>;

export const ReturnsQuerySchema = Type.Object(
  { cursor: Type.Optional(Type.String({ maxLength: 64 })) },
  { additionalProperties: false },
);

export const ReturnListSchema = Type.Object({
  /** The newest first, a page of RETURNS_PAGE_SIZE. */
  returns: Type.Array(ReturnSchema),
  /** The next page's cursor, null on the last page. */
  nextCursor: Type.Union([Type.String(), Type.Null()]),
});
export type ReturnList = Static<typeof ReturnListSchema>;

export const ReturnableQuerySchema = Type.Object(
  { orderId: Type.Optional(Id) },
  { additionalProperties: false },
);

/** A line of an order delivered in the last RETURN_WINDOW_DAYS, with what can still be returned. */
const ReturnableLineSchema = Type.Object({
  orderId: Type.Integer(),
  orderNumber: Type.String(),
  orderedAt: Type.String({ format: 'date-time' }),
  /** The last day (YYYY-MM-DD, UTC) a return of this line is accepted. */
  returnBy: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
  productId: Type.Integer(),
  productName: Type.String(),
  size: SizeSchema,
  ordered: Type.Integer({ minimum: 1 }),
  /** Units already in a return. */
  returned: Type.Integer({ minimum: 0 }),
  /** Units that can be returned now: 0 when final sale or all returned. */
  returnable: Type.Integer({ minimum: 0 }),
  finalSale: Type.Boolean(),
});
export type ReturnableLine = Static<typeof ReturnableLineSchema>;

export const ReturnableListSchema = Type.Object({
  /** The newest orders' lines first, at most RETURNABLE_LINES_MAX. */
  lines: Type.Array(ReturnableLineSchema),
});
export type ReturnableList = Static<typeof ReturnableListSchema>;
