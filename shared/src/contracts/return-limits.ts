// The rules of making a return (docs/api.md#returns), shared by the API and mf-account's return
// page without TypeBox: the 30-day window and the final-sale rule of the specification
// (docs/constants.md), the reasons a shopper picks from, and the lengths.

/**
 * Days after delivery in which an order's lines can be returned (free 30-day returns). The store
 * knows delivery as the order's estimated delivery date (the day it was placed for older orders).
 */
export const RETURN_WINDOW_DAYS = 30;

/**
 * The reasons a return names, in the order the form offers them, with the words it shows. A
 * note is free text; the reason is one of these, so the merchant can count them.
 */
export const RETURN_REASONS = {
  'too-small': 'Too small',
  'too-big': 'Too big',
  'not-as-described': 'Not as described or pictured',
  faulty: 'Faulty or damaged',
  'wrong-item': 'Wrong item sent',
  'changed-mind': 'Changed my mind',
} as const;
export type ReturnReason = keyof typeof RETURN_REASONS;
export const RETURN_REASON_IDS = Object.keys(RETURN_REASONS) as ReturnReason[];

export const RETURN_NOTE_MAX_LENGTH = 500;
/** Returns a page of GET /api/returns holds; returnable lines GET /api/returns/returnable lists at most. */
export const RETURNS_PAGE_SIZE = 20;
export const RETURNABLE_LINES_MAX = 100;

/**
 * Final sale (excluded from returns): a line bought at a sale price. The order line keeps the price
 * the shopper paid, so the rule reads what the order says, whatever the catalogue does later.
 */
export const isFinalSale = (line: { unitSalePriceCents: number | null }) => line.unitSalePriceCents !== null;

/**
 * How a final-sale item is marked, in the same words wherever the shopper meets it: beside the
 * product page's sale price, on the order's lines and on the return form's line (the returns policy
 * says final-sale items are marked on the product page and in the order).
 */
export const FINAL_SALE_MARK = 'Final sale: not returnable';

/** The return's number, as mailed and shown: RMA- and six digits of its id. */
export const returnNumber = (id: number) => `RMA-${String(id).padStart(6, '0')}`;

/** Days the shopper has to post the parcel once the return is recorded. */
export const RETURN_POST_WITHIN_DAYS = 14;

/** Where returns go: the mail and the confirmation page say the same. */
export const RETURNS_ADDRESS = [
  'DSGN Fitness Returns',
  '100 Commerce Way',
  'Columbus, OH 43215',
  'United States',
];

/** What to do next, as the confirmation mail and page list it (the return's number filled in). */
export const returnNextSteps = (number: string): string[] => [
  'Pack the item unworn and unwashed, with its tags attached.',
  `Write your return number ${number} clearly on the parcel.`,
  `Post it within ${RETURN_POST_WITHIN_DAYS} days to: ${RETURNS_ADDRESS.join(', ')}.`,
  'We refund your original payment method within 5 working days of the item reaching us.',
];
