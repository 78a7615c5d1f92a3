// What the gateway inlines beside the server-rendered HTML (docs/architecture.md#server-rendering):
// which slots it rendered, and each one's data (its fragment's `load` answer) by slot key. One
// type for the gateway that writes it and the page that reads it.

/** A public GET of the API: the one kind of data rendered on the server (never personal). */
export interface GetRequest {
  /** An API path from API_PATHS, e.g. `/api/products/new`. */
  path: string;
  params?: Record<string, string>;
}

/** `<script type="application/json" id="store-data">`. */
export interface PageData {
  /** slotKey → the data its fragment was rendered from (its `load` answer). */
  data: Record<string, unknown>;
  /** slotKey of every slot whose HTML the server rendered (the others render in the browser). */
  slots: string[];
}

export const PAGE_DATA_ID = 'store-data';

/** A request's name (the data loader's cache key): the path and the parameters in name order. */
export function requestKey({ path, params }: GetRequest): string {
  const entries = Object.entries(params ?? {})
    .filter(([, value]) => value !== undefined && value !== null)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return entries.length === 0 ? path : `${path}?${new URLSearchParams(entries).toString()}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The page data in `value`, or null: a page must not trust what it did not check. */
export function parsePageData(value: unknown): PageData | null {
  if (!isRecord(value) || !isRecord(value.data) || !Array.isArray(value.slots)) return null;
  if (!value.slots.every((slot) => typeof slot === 'string' && slot.length <= 64)) return null;
  return { data: value.data, slots: value.slots as string[] };
}

let pageData: PageData | null | undefined;

/** The page's inlined data, read once; empty when the page was rendered in the browser. */
export function readPageData(): PageData {
  if (pageData === undefined) {
    pageData = null;
    try {
      const text = globalThis.document?.getElementById(PAGE_DATA_ID)?.textContent;
      pageData = text ? parsePageData(JSON.parse(text)) : null;
    } catch {
      pageData = null;
    }
  }
  return pageData ?? { data: {}, slots: [] };
}

/** The data slot `key` was server-rendered from, or undefined (then its fragment loads it). */
export function slotData(key: string): unknown {
  const { data } = readPageData();
  return Object.prototype.hasOwnProperty.call(data, key) ? data[key] : undefined;
}

/** Slots whose server HTML a parcel has taken over: a later slot of the same name renders anew. */
const claimedSlots = new Set<string>();

/** Whether the page arrived with this slot's HTML, still to be hydrated. */
export const isServerSlot = (key: string): boolean =>
  !claimedSlots.has(key) && readPageData().slots.includes(key);

/** The slot's parcel has mounted over its server HTML (or chose to render anew). */
export function claimServerSlot(key: string): void {
  claimedSlots.add(key);
}

/** Tests: read the page again. */
export function resetPageData(): void {
  pageData = undefined;
  claimedSlots.clear();
}

/** Embeds JSON in HTML: `<`, and the line separators JSON allows, cannot end or break the script. */
export const inlineJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
