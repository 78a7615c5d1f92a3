// The numbers of the telemetry contract (telemetry.ts), without TypeBox: the shell imports these.
export const TELEMETRY_MAX_ITEMS = 20;
/** Per item and batch: a browser that claims more is lying or broken, and is refused. */
export const TELEMETRY_MAX_COUNT = 1_000;
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
