// Server rendering end to end in one process: a frame with a slot rendered on the "server", its
// fragment loaded (its `load`) and rendered once into the slot, then hydrated in the "browser"
// from the slot's inlined data without a mismatch, a skeleton or a second request
// (docs/architecture.md#server-rendering).
import { act } from '@testing-library/react';
import { useEffect, useId, useRef, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { ParcelConfig } from 'single-spa';
import { createParcel } from '../parcel/create-parcel';
import { RemoteParcel, registerParcelLoader } from '../parcel/remote-parcel';
import { StoreThemeProvider } from '../theme/theme-provider';
import type { LoadContext } from './fragment';
import { PAGE_DATA_ID, inlineJson, resetPageData } from './page-data';
import { fragmentServer, renderRoot, slotMarker } from './server';

const fetchProducts = jest.fn(async () => ['fetched in the browser']);
const renders = jest.fn();

/** Renders from its data when it was loaded for it; fetches in the browser otherwise. */
function Products({ data }: { gender: string; data?: string[] }) {
  renders();
  const [names, setNames] = useState<string[] | null>(data ?? null);
  const loaded = useRef(data !== undefined);
  const id = useId();
  useEffect(() => {
    if (loaded.current) return;
    void fetchProducts().then(setNames);
  }, []);
  return names ? (
    <ul id={id}>
      {names.map((name) => (
        <li key={name}>{name}</li>
      ))}
    </ul>
  ) : (
    <p>Loading…</p>
  );
}

const parcel = createParcel(Products as never, {
  slice: 'mf-catalog',
  expose: 'ProductCarousel',
  publicPath: '/releases/mf-catalog/1.0.0-abcd1234/',
  load: (props: { gender?: string }, { get }: LoadContext) =>
    get<string[]>('/api/products/new', { gender: props.gender ?? 'men' }),
});
const fragments = fragmentServer({ ProductCarousel: parcel as never });

function Frame() {
  return (
    <StoreThemeProvider>
      <main>
        <h1>Home</h1>
        <RemoteParcel
          slice="mf-catalog"
          expose="ProductCarousel"
          parcelProps={{ source: 'new', gender: 'men' } as never}
        />
      </main>
    </StoreThemeProvider>
  );
}

/** A load context whose API knows `answers` (path?query → answer). */
function loadContext(answers: Record<string, unknown>) {
  const get = jest.fn(async (path: string, params?: Record<string, string>) => {
    const key = params ? `${path}?${new URLSearchParams(params).toString()}` : path;
    if (!(key in answers)) throw new Error(`no answer for ${key}`);
    return answers[key];
  });
  return { url: '/home', get } as LoadContext & { get: typeof get };
}

const ANSWERS = { '/api/products/new?gender=men': ['Seamless Tee'] };

afterEach(() => {
  document.body.innerHTML = '';
  resetPageData();
  fetchProducts.mockClear();
  renders.mockClear();
  registerParcelLoader(null);
  jest.restoreAllMocks();
});

describe('server rendering', () => {
  it('leaves a marker for each slot and names what goes in it', async () => {
    const frame = renderRoot(<Frame />, '/home');
    expect(frame.slots).toHaveLength(1);
    const [slot] = frame.slots;
    expect(slot).toMatchObject({
      slice: 'mf-catalog',
      expose: 'ProductCarousel',
      props: { source: 'new', gender: 'men' },
    });
    expect(frame.html).toContain(`data-slot-state="server"`);
    expect(frame.html).toContain(
      `<div data-slot-root="" style="display:contents">${slotMarker(slot.key)}</div>`,
    );
  });

  it("loads a fragment's data, then renders it once from it", async () => {
    const context = loadContext(ANSWERS);
    const fragment = fragments.ProductCarousel;
    expect(fragment.browserOnly).toBe(false);
    const data = await fragment.load({ gender: 'men' }, context);
    expect(context.get).toHaveBeenCalledTimes(1);
    const root = fragment.render({ gender: 'men' }, data, { url: '/home', slotKey: 's1' });
    expect(renders).toHaveBeenCalledTimes(1);
    expect(root.html).toContain('<li>Seamless Tee</li>');
    // useId is prefixed with the slot's key: two fragments on a page never share an id.
    expect(root.html).toMatch(/<ul id="_s1-[^"]+">/);
    expect(root.html).toContain('data-slice="mf-catalog" data-version="1.0.0-abcd1234"');
  });

  it('rejects the load when the data cannot be had (the gateway leaves the slot to the browser)', async () => {
    await expect(fragments.ProductCarousel.load({ gender: 'men' }, loadContext({}))).rejects.toThrow(
      'no answer',
    );
  });

  it('says a module without a server part, or one that says so, is browser-only', () => {
    const browserOnly = createParcel(Products as never, {
      slice: 'mf-catalog',
      expose: 'ProductCarousel',
      publicPath: '/',
      browserOnly: true,
    });
    const server = fragmentServer({ A: browserOnly as never, B: {} });
    expect(server.A.browserOnly).toBe(true);
    expect(server.B.browserOnly).toBe(true);
    expect(fragments.ProductCarousel.head(['x'], {}, { origin: 'https://shop.example' })).toBeNull();
  });

  async function serverPage(options: { rendered: boolean }) {
    const frame = renderRoot(<Frame />, '/home');
    const [slot] = frame.slots;
    const data = await fragments.ProductCarousel.load(slot.props, loadContext(ANSWERS));
    const fragment = fragments.ProductCarousel.render(slot.props, data, { url: '/home', slotKey: slot.key });
    const page = {
      data: options.rendered ? { [slot.key]: data } : {},
      slots: options.rendered ? [slot.key] : [],
    };
    document.body.innerHTML =
      `<script type="application/json" id="${PAGE_DATA_ID}">${inlineJson(page)}</script>` +
      `<div id="root">${frame.html.replace(slotMarker(slot.key), options.rendered ? fragment.html : '')}</div>`;
  }

  it.each([
    ['its server HTML was not rendered', { rendered: false, hydratable: true }],
    ["the slice's code is not the rendered release (an override)", { rendered: true, hydratable: false }],
  ])('renders the fragment in the browser when %s', async (_case, { rendered, hydratable }) => {
    await serverPage({ rendered });
    const errors = jest.spyOn(console, 'error');
    registerParcelLoader({
      load: async () => parcel as unknown as ParcelConfig,
      forget: () => {},
      hydratable: () => hydratable,
    });
    await act(async () => {
      hydrateRoot(document.getElementById('root')!, <Frame />);
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(errors).not.toHaveBeenCalled();
    expect(document.querySelectorAll('li')).toHaveLength(1);
    // Rendered anew: the fragment loads its own data, as on a later mount.
    expect(document.querySelector('li')).toHaveTextContent('fetched in the browser');
    expect(document.querySelector('[data-slot]')).toHaveAttribute('data-slot-state', 'ready');
  });

  it('hydrates the frame and the fragment with the same DOM, no warning and no request', async () => {
    const frame = renderRoot(<Frame />, '/home');
    const [slot] = frame.slots;
    const data = await fragments.ProductCarousel.load(slot.props, loadContext(ANSWERS));
    const fragment = fragments.ProductCarousel.render(slot.props, data, { url: '/home', slotKey: slot.key });
    document.body.innerHTML =
      `<script type="application/json" id="${PAGE_DATA_ID}">${inlineJson({ data: { [slot.key]: data }, slots: [slot.key] })}</script>` +
      `<div id="root">${frame.html.replace(slotMarker(slot.key), fragment.html)}</div>`;
    const serverItem = document.querySelector('li');
    const errors = jest.spyOn(console, 'error');
    registerParcelLoader({ load: async () => parcel as unknown as ParcelConfig, forget: () => {} });

    await act(async () => {
      hydrateRoot(document.getElementById('root')!, <Frame />);
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));

    expect(errors).not.toHaveBeenCalled();
    expect(fetchProducts).not.toHaveBeenCalled();
    // The very element the server sent, now owned by the fragment's root.
    expect(document.querySelector('li')).toBe(serverItem);
    expect(document.querySelector('[data-slot]')).toHaveAttribute('data-slot-state', 'ready');
    expect(document.body.textContent).not.toContain('Loading');
  });
});
