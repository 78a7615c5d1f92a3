// Server rendering end to end in one process: a frame with a slot rendered on the "server", its
// fragment rendered into the slot with preloaded data, then hydrated in the "browser" without a
// mismatch, a skeleton or a second request (docs/architecture.md#server-rendering).
import { act } from '@testing-library/react';
import { useEffect, useId, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { ParcelConfig } from 'single-spa';
import { createParcel } from '../parcel/create-parcel';
import { RemoteParcel, registerParcelLoader } from '../parcel/remote-parcel';
import { StoreThemeProvider } from '../theme/theme-provider';
import { PAGE_DATA_ID, inlineJson, requestKey, resetPageData, type GetRequest } from './page-data';
import { resetPreloaded, takePreloaded, usePreloaded } from './preload';
import { renderRoot, fragmentRenderer, slotMarker, type RenderContext } from './server';

const NEW_PRODUCTS: GetRequest = { path: '/api/products/new', params: { gender: 'men' } };
const fetchProducts = jest.fn(async () => ['fetched in the browser']);

function Products({ gender }: { gender: string }) {
  const request = { ...NEW_PRODUCTS, params: { gender } };
  const preloaded = usePreloaded<string[]>(request);
  const [names, setNames] = useState<string[] | null>(preloaded ?? null);
  const id = useId();
  useEffect(() => {
    if (takePreloaded(request)) return;
    void fetchProducts().then(setNames);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [gender]);
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
});

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

function serverContext(answers: Record<string, unknown>) {
  const known = new Map<string, unknown>();
  const load = jest.fn(async (request: GetRequest) => {
    const key = requestKey(request);
    if (!(key in answers)) return false;
    known.set(key, answers[key]);
    return true;
  });
  return { known, load } satisfies RenderContext;
}

afterEach(() => {
  document.body.innerHTML = '';
  resetPageData();
  resetPreloaded();
  fetchProducts.mockClear();
  registerParcelLoader(null);
  jest.restoreAllMocks();
});

describe('server rendering', () => {
  it('leaves a marker for each slot and names what goes in it', async () => {
    const frame = await renderRoot(<Frame />, serverContext({}));
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

  it('renders a fragment again once the data it asked for is known', async () => {
    const context = serverContext({ [requestKey(NEW_PRODUCTS)]: ['Seamless Tee'] });
    const render = fragmentRenderer({ ProductCarousel: parcel });
    const fragment = await render('ProductCarousel', { gender: 'men' }, { ...context, slotKey: 's1' });
    expect(context.load).toHaveBeenCalledTimes(1);
    expect(fragment.html).toContain('<li>Seamless Tee</li>');
    // useId is prefixed with the slot's key: two fragments on a page never share an id.
    expect(fragment.html).toMatch(/<ul id="_s1-[^"]+">/);
    expect(fragment.html).toContain('data-slice="mf-catalog" data-version="1.0.0-abcd1234"');
  });

  it('renders the loading state when the data could not be had', async () => {
    const render = fragmentRenderer({ ProductCarousel: parcel });
    const fragment = await render(
      'ProductCarousel',
      { gender: 'men' },
      { ...serverContext({}), slotKey: 's1' },
    );
    expect(fragment.html).toContain('Loading…');
  });

  async function serverPage(options: { rendered: boolean }) {
    const answers = { [requestKey(NEW_PRODUCTS)]: ['Seamless Tee'] };
    const context = serverContext(answers);
    const frame = await renderRoot(<Frame />, context);
    const [slot] = frame.slots;
    const fragment = await fragmentRenderer({ ProductCarousel: parcel })('ProductCarousel', slot.props, {
      ...context,
      slotKey: slot.key,
    });
    const data = { data: answers, slots: options.rendered ? [slot.key] : [] };
    document.body.innerHTML =
      `<script type="application/json" id="${PAGE_DATA_ID}">${inlineJson(data)}</script>` +
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
    expect(document.querySelector('li')).toHaveTextContent('Seamless Tee');
    expect(document.querySelector('[data-slot]')).toHaveAttribute('data-slot-state', 'ready');
  });

  it('hydrates the frame and the fragment with the same DOM, no warning and no request', async () => {
    const answers = { [requestKey(NEW_PRODUCTS)]: ['Seamless Tee'] };
    const context = serverContext(answers);
    const frame = await renderRoot(<Frame />, context);
    const [slot] = frame.slots;
    const fragment = await fragmentRenderer({ ProductCarousel: parcel })('ProductCarousel', slot.props, {
      ...context,
      slotKey: slot.key,
    });
    document.body.innerHTML =
      `<script type="application/json" id="${PAGE_DATA_ID}">${inlineJson({ data: answers, slots: [slot.key] })}</script>` +
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
