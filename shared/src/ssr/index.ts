// Browser side of server rendering: reading what the gateway inlined. The server side is
// `@storefront/shared/server` (ssr/server.tsx), kept out of browser bundles.
export { usePreloaded, takePreloaded } from './preload';
export { readPageData, requestKey, PAGE_DATA_ID, type GetRequest, type PageData } from './page-data';
export { SlotParentContext } from './slots';
