// The numbers of the telemetry contract (telemetry.ts), without TypeBox: the shell imports these.
export const TELEMETRY_MAX_ITEMS = 20;
/** Per item and batch: a browser that claims more is lying or broken, and is refused. */
export const TELEMETRY_MAX_COUNT = 1_000;
/**
 * What one page (one page token) can add per frontend over its life: a page view mounts a slice
 * once and a shopper navigates a few dozen times at most, so more is a lie and is not counted.
 */
export const TELEMETRY_MAX_PER_PAGE = 100;
/** Per-page rows are kept this long; `release status` and canaries look at minutes, the page at hours. */
export const TELEMETRY_KEEP_DAYS = 14;
/** Largest body the endpoint reads. */
export const TELEMETRY_MAX_BYTES = 4_096;
/** The shell sends at most this often, and on page hide. */
export const TELEMETRY_FLUSH_MS = 10_000;
/** The window `release status` and automatic aborts look at. */
export const HEALTH_WINDOW_MINUTES = 15;

/**
 * `views` counts the page views that mounted a frontend and `failures` those where it failed to
 * load or mount, so the page views that asked for it are their sum: the rates are per attempt.
 */
export const healthRates = (h: { views: number; failures: number; errors: number }) => {
  const attempts = h.views + h.failures;
  return {
    attempts,
    failureRate: attempts > 0 ? h.failures / attempts : 0,
    errorRate: attempts > 0 ? h.errors / attempts : 0,
  };
};

/**
 * The same rates counted in shoppers (one per address, page-token.ts): the share of shoppers who
 * saw the version fail to load or mount, or throw. Automatic aborts judge by these, so a client
 * has one vote however many pages or beacons it sends.
 */
export const shopperRates = (h: { shoppers: number; failingShoppers: number; erroringShoppers: number }) => ({
  shoppers: h.shoppers,
  failureRate: h.shoppers > 0 ? h.failingShoppers / h.shoppers : 0,
  errorRate: h.shoppers > 0 ? h.erroringShoppers / h.shoppers : 0,
});
