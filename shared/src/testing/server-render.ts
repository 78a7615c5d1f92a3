// Server rendering in tests (docs/architecture.md#server-rendering): a fragment loaded and rendered
// the way the gateway does it, its data answered by the shared fake API, and the page the browser
// gets (the fragments' HTML and each slot's data inlined) hydrated by the parcels. One helper for every
// slice: a slice's own src/testing/server-render.ts gives its expose modules the release folder
// webpack would, then re-exports this.
import { act } from '@testing-library/react';
import { api, statusOf } from '../api-client/api-client';
import { LoadError, type LoadContext } from '../ssr/fragment';
import { PAGE_DATA_ID, type GetRequest } from '../ssr/page-data';
import { fragmentServer, inlineJson, type FragmentModulePart, type RenderedRoot } from '../ssr/server';

type Lifecycle = (props: never) => Promise<unknown>;

/** What an expose module is: createParcel's lifecycles and its server part. */
export interface ExposeModule {
  bootstrap: Lifecycle;
  mount: Lifecycle;
  update?: Lifecycle;
  fragment?: unknown;
}

/** Calls a lifecycle with a parcel's props (single-spa's `name` included). */
export const lifecycle = (fn: Lifecycle | undefined, props: object): Promise<unknown> =>
  fn ? fn(props as never) : Promise.resolve();

/** One page's load context, answering like the gateway's data loader (public GETs, no cookies). */
export function fakeApiRenderContext(url: string) {
  const loaded: GetRequest[] = [];
  const context: LoadContext = {
    url,
    async get<T>(path: string, params?: Record<string, string>) {
      loaded.push(params ? { path, params } : { path });
      try {
        const { data } = await api.get<T>(path, { params, authRedirect: false });
        return data;
      } catch (error) {
        throw new LoadError(statusOf(error), `GET ${path} failed`);
      }
    },
  };
  return { context, loaded };
}

/**
 * A fragment as the gateway renders it into slot `slotKey`: its `load`, then one render from the
 * answer; a failed load renders nothing (the gateway leaves the slot to the browser).
 */
export async function renderFragment(
  exposes: Record<string, ExposeModule>,
  expose: string,
  props: Record<string, unknown>,
  context: LoadContext,
  slotKey = `s-${expose}`,
): Promise<RenderedRoot & { data: unknown }> {
  const fragment = fragmentServer(exposes as Record<string, { fragment?: FragmentModulePart }>)[expose];
  if (!fragment || fragment.browserOnly) throw new Error(`${expose} renders in the browser only`);
  const data = await fragment.load(props, context);
  return { ...fragment.render(props, data, { url: context.url, slotKey }), data };
}

export interface ServerSlot {
  key: string;
  html: string;
  parcel: ExposeModule;
  props: Record<string, unknown>;
  /** What the fragment was rendered from: inlined under its key. */
  data?: unknown;
}

/** The page as the gateway sends it: each slot's HTML in its root, and each one's data inlined. */
export function writeServerPage(slots: ServerSlot[]): void {
  const data = Object.fromEntries(
    slots.filter((slot) => slot.data !== undefined).map((slot) => [slot.key, slot.data]),
  );
  const page = { data, slots: slots.map((slot) => slot.key) };
  document.body.innerHTML =
    `<script type="application/json" id="${PAGE_DATA_ID}">${inlineJson(page)}</script>` +
    slots
      .map(
        ({ key, html }) =>
          `<div data-slot="${key}"><div data-slot-root="" style="display:contents">${html}</div></div>`,
      )
      .join('');
}

/** One fragment of a page: its expose, its props, and its slot's key (the expose by default). */
export interface PageFragment {
  expose: string;
  props?: Record<string, unknown>;
  key?: string;
}

/**
 * The page the gateway sends for `url`, written into the document: each fragment (every expose
 * once, with no props, by default) loaded and rendered into its slot, its data from the fake API.
 */
export async function writeRenderedPage(
  url: string,
  exposes: Record<string, ExposeModule>,
  fragments: readonly PageFragment[] = Object.keys(exposes).map((expose) => ({ expose })),
): Promise<ServerSlot[]> {
  const { context } = fakeApiRenderContext(url);
  const slots: ServerSlot[] = [];
  for (const { expose, props = {}, key = expose } of fragments) {
    const { html, data } = await renderFragment(exposes, expose, props, context, key);
    slots.push({ key, html, parcel: exposes[expose], props, data });
  }
  writeServerPage(slots);
  return slots;
}

/** Each slot's parcel mounts over its HTML with hydrateRoot, as RemoteParcel mounts it. */
export async function hydrateSlots(slots: ServerSlot[]): Promise<void> {
  for (const { key, parcel, props } of slots) {
    const domElement = document.querySelector(`[data-slot="${key}"] > [data-slot-root]`);
    const mountProps = { ...props, name: key, domElement, slotKey: key, hydrate: true };
    await lifecycle(parcel.bootstrap, mountProps);
    // act renders when its callback ends: the mount resolves after that.
    let mounted: Promise<unknown> = Promise.resolve();
    await act(async () => {
      mounted = lifecycle(parcel.mount, mountProps);
    });
    await mounted;
  }
  // Effects that would fetch have run by now; a request would have reached the fake API.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
}

/**
 * Everything that says hydration went wrong: React's console errors (attributes that differ)
 * and the recoverable errors it reports (text or structure that differs, rendered anew).
 */
export function watchHydrationErrors(): { errors: unknown[]; stop(): void } {
  const errors: unknown[] = [];
  const consoleError = jest.spyOn(console, 'error').mockImplementation((...args) => {
    errors.push(args);
  });
  const onError = (event: ErrorEvent) => errors.push(event.error ?? event.message);
  window.addEventListener('error', onError);
  const reportError = window.reportError as ((error: unknown) => void) | undefined;
  window.reportError = (error: unknown) => errors.push(error);
  return {
    errors,
    stop() {
      consoleError.mockRestore();
      window.removeEventListener('error', onError);
      window.reportError = reportError as typeof window.reportError;
    },
  };
}

/** Hydrates the slots (hydrateSlots) and answers what said it went wrong: nothing, when it went well. */
export async function hydrationErrorsOf(slots: ServerSlot[]): Promise<unknown[]> {
  const watch = watchHydrationErrors();
  try {
    await hydrateSlots(slots);
  } finally {
    watch.stop();
  }
  return watch.errors;
}
