// Browser side of server rendering: reading what the gateway inlined, and the fragment module's
// parts. The server side is `@storefront/shared/server` (ssr/server.tsx), kept out of browser bundles.
export { readPageData, requestKey, PAGE_DATA_ID, type GetRequest, type PageData } from './page-data';
export { SlotParentContext } from './slots';
export {
  LoadError,
  type FragmentDataProps,
  type FragmentGet,
  type FragmentHead,
  type FragmentParts,
  type HeadContext,
  type LoadContext,
} from './fragment';
