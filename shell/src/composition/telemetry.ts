// Slice health from this browser (shared/src/contracts/telemetry.ts): per frontend and version,
// the page views that mounted it, those where it failed to load or mount, and the uncaught
// errors thrown from its release's code (attributed by the script URL in the error). Batched
// and sent with sendBeacon every TELEMETRY_FLUSH_MS and when the page is hidden: never on the
// page's critical path, never retried, never blocking a shopper. Each batch carries the page
// token the gateway answered this page with (a Server-Timing entry of the navigation): the API
// counts only what a token vouches for, so without one (telemetry off, or a page the gateway did
// not serve) nothing is sent.
import {
  API_PATHS,
  TELEMETRY_FLUSH_MS,
  TELEMETRY_MAX_COUNT,
  TELEMETRY_MAX_ITEMS,
  isFrontend,
  readStoreConfig,
  type FrontendName,
  type TelemetryItem,
} from '@storefront/shared';

/** `/releases/<frontend>/<version>/` in a script URL or a stack. */
const RELEASE_URL = /\/releases\/([a-z-]+)\/([0-9A-Za-z.-]+)\//;

/** The Server-Timing entry the gateway hands the page token in (shared/src/contracts/page-token.ts). */
const PAGE_TOKEN_TIMING = 'sf-page';

interface TelemetryOptions {
  /** The version of a frontend on this page (undefined: not on it). */
  versionOf(frontend: FrontendName): string | undefined;
  /** This page's token from the gateway; null: nothing is sent. */
  page: string | null;
  /** Sends one batch; false when the browser refused it. */
  send(body: string): boolean;
}

export function createTelemetry({ versionOf, page, send }: TelemetryOptions) {
  const pending = new Map<string, TelemetryItem>();
  let mountedThisView = new Set<FrontendName>();
  let failedThisView = new Set<FrontendName>();

  const itemOf = (frontend: FrontendName, version: string): TelemetryItem => {
    const key = `${frontend}@${version}`;
    let item = pending.get(key);
    if (!item) {
      item = { frontend, version, views: 0, failures: 0, errors: 0 };
      pending.set(key, item);
    }
    return item;
  };
  const bump = (
    frontend: FrontendName,
    field: 'views' | 'failures' | 'errors',
    version = versionOf(frontend),
  ) => {
    if (!version) return;
    const item = itemOf(frontend, version);
    item[field] = Math.min(item[field] + 1, TELEMETRY_MAX_COUNT);
  };

  return {
    /** A new page view (first load or a client-side navigation). */
    pageView() {
      mountedThisView = new Set();
      failedThisView = new Set();
      bump('shell', 'views');
    },
    report(frontend: FrontendName, outcome: 'mounted' | 'failed') {
      const seen = outcome === 'mounted' ? mountedThisView : failedThisView;
      if (seen.has(frontend)) return;
      seen.add(frontend);
      bump(frontend, outcome === 'mounted' ? 'views' : 'failures');
    },
    /** An uncaught error: counted for the release its code came from, if it came from one. */
    error(source: string | undefined) {
      const match = source ? RELEASE_URL.exec(source) : null;
      if (!match || !isFrontend(match[1])) return;
      const version = decodeURIComponent(match[2]);
      // Only a release this page runs: a stack cannot make up versions.
      if (versionOf(match[1]) === version) bump(match[1], 'errors', version);
    },
    flush() {
      const items = [...pending.values()].filter((i) => i.views + i.failures + i.errors > 0);
      pending.clear();
      if (!page) return;
      for (let i = 0; i < items.length; i += TELEMETRY_MAX_ITEMS) {
        send(JSON.stringify({ page, items: items.slice(i, i + TELEMETRY_MAX_ITEMS) }));
      }
    },
  };
}

type Telemetry = ReturnType<typeof createTelemetry>;

function beacon(body: string): boolean {
  const url = `${readStoreConfig().apiBaseUrl}${API_PATHS.telemetry}`;
  try {
    if (navigator.sendBeacon)
      return navigator.sendBeacon(url, new Blob([body], { type: 'application/json' }));
    void fetch(url, {
      method: 'POST',
      body,
      keepalive: true,
      headers: { 'Content-Type': 'application/json' },
    }).catch(() => undefined);
    return true;
  } catch {
    return false;
  }
}

/** The page token of this document's own response, if the gateway gave one. */
export function pageTokenOf(
  entries: readonly { serverTiming?: readonly { name: string; description: string }[] }[],
): string | null {
  const timing = entries[0]?.serverTiming?.find((entry) => entry.name === PAGE_TOKEN_TIMING);
  return timing?.description || null;
}

/** Starts counting on this page: errors, flushes on a timer and when the page is hidden. */
export function startTelemetry(versionOf: TelemetryOptions['versionOf']): Telemetry {
  const page = pageTokenOf(
    (performance.getEntriesByType?.('navigation') ?? []) as PerformanceNavigationTiming[],
  );
  const telemetry = createTelemetry({ versionOf, page, send: beacon });
  window.addEventListener('error', (event) =>
    telemetry.error(event.filename || (event.error as Error)?.stack),
  );
  window.addEventListener('unhandledrejection', (event) =>
    telemetry.error((event.reason as Error | undefined)?.stack),
  );
  const timer = window.setInterval(() => telemetry.flush(), TELEMETRY_FLUSH_MS);
  const hidden = () => {
    if (document.visibilityState === 'hidden') telemetry.flush();
  };
  document.addEventListener('visibilitychange', hidden);
  window.addEventListener('pagehide', () => telemetry.flush());
  void timer;
  return telemetry;
}
