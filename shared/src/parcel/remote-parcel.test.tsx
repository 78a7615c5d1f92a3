import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ParcelConfig } from 'single-spa';
import { StoreThemeProvider } from '../theme/theme-provider';
import { createParcel } from './create-parcel';
import {
  RemoteParcel,
  registerParcelLoader,
  type ParcelLoader,
  type RemoteParcelProps,
} from './remote-parcel';

// Stands for mf-cart's ConfirmationPage: a fragment that takes a prop.
function Confirmation({ orderId }: { orderId?: string }) {
  return <button type="button">{`Order (${orderId ?? 'none'})`}</button>;
}

const confirmationParcel = () =>
  createParcel(Confirmation, {
    slice: 'mf-cart',
    expose: 'ConfirmationPage',
    publicPath: '/releases/mf-cart/1.0.0-cafebabe/',
  }) as unknown as ParcelConfig;

const deferred = <T,>() => {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

const renderSlot = (props: Partial<RemoteParcelProps<'mf-cart', 'ConfirmationPage'>> = {}) =>
  render(
    <StoreThemeProvider>
      <RemoteParcel slice="mf-cart" expose="ConfirmationPage" label="The cart" {...props} />
    </StoreThemeProvider>,
  );

const slot = (container: HTMLElement) => container.querySelector('[data-slot="mf-cart/ConfirmationPage"]');

describe('RemoteParcel', () => {
  let loader: { load: jest.Mock; forget: jest.Mock } & ParcelLoader;

  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    loader = { load: jest.fn(), forget: jest.fn() };
    registerParcelLoader(loader);
  });

  afterEach(async () => {
    // Unmount here, while console.error is still silenced: parcels unmount asynchronously.
    cleanup();
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    registerParcelLoader(null);
    jest.restoreAllMocks();
  });

  it('shows the reserved fallback while the slice loads', () => {
    loader.load.mockReturnValue(new Promise(() => {}));
    const { container } = renderSlot({ reserve: { width: 48, height: 40 } });
    expect(loader.load).toHaveBeenCalledWith('mf-cart', 'ConfirmationPage');
    const fallback = slot(container);
    expect(fallback).toHaveAttribute('data-slot-state', 'loading');
    expect(fallback).toHaveAttribute('aria-busy', 'true');
    expect(fallback).toHaveStyle({ width: '48px', height: '40px' });
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('mounts the parcel with its props when the loader resolves', async () => {
    loader.load.mockResolvedValue(confirmationParcel());
    const { container } = renderSlot({ parcelProps: { orderId: '3' } });
    expect(await screen.findByRole('button', { name: 'Order (3)' })).toBeInTheDocument();
    expect(container.querySelector('[data-slice="mf-cart"]')).toHaveAttribute(
      'data-version',
      '1.0.0-cafebabe',
    );
    // The slot's element stays: the parcel's root lives inside it.
    expect(slot(container)).toHaveAttribute('data-slot-state', 'ready');
    expect(slot(container)).not.toHaveAttribute('aria-busy');
  });

  it('keeps the reserved size around the mounted parcel, so nothing moves while it mounts', async () => {
    loader.load.mockResolvedValue(confirmationParcel());
    const { container } = renderSlot({ reserve: { width: 48, height: 40 } });
    await screen.findByRole('button', { name: 'Order (none)' });
    const wrapper = container.querySelector('[data-slice="mf-cart"]')!.closest('[data-slot]')!;
    expect(wrapper).toHaveStyle({ width: '48px', height: '40px' });
  });

  it('mounts a new parcel when another fragment takes the same place', async () => {
    function Drawer() {
      return <p>drawer</p>;
    }
    const drawerParcel = createParcel(Drawer, {
      slice: 'mf-cart',
      expose: 'CartDrawer',
      publicPath: '/releases/mf-cart/1.0.0-cafebabe/',
    }) as unknown as ParcelConfig;
    // A cached module can answer before React renders the loading state in between;
    // a thenable that answers at once makes that happen here.
    const cart = confirmationParcel();
    loader.load.mockImplementation(
      (_slice: string, expose: string) =>
        ({
          then: (resolve: (config: ParcelConfig) => void) =>
            resolve(expose === 'ConfirmationPage' ? cart : drawerParcel),
        }) as unknown as Promise<ParcelConfig>,
    );
    const { rerender } = renderSlot();
    expect(await screen.findByRole('button', { name: 'Order (none)' })).toBeInTheDocument();
    rerender(
      <StoreThemeProvider>
        <RemoteParcel slice="mf-cart" expose="CartDrawer" label="The cart" />
      </StoreThemeProvider>,
    );
    expect(await screen.findByText('drawer')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Order (none)' })).toBeNull());
  });

  it('offers a Retry after a failed load and retries through loader.forget', async () => {
    const second = deferred<ParcelConfig>();
    loader.load.mockRejectedValueOnce(new Error('remoteEntry.js 503')).mockReturnValueOnce(second.promise);
    const { container } = renderSlot({ parcelProps: { orderId: '1' } });

    expect(await screen.findByText('The cart is unavailable right now.')).toHaveAttribute('role', 'status');
    expect(slot(container)).toHaveAttribute('data-slot-state', 'failed');
    expect(loader.forget).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(loader.forget).toHaveBeenCalledWith('mf-cart');
    expect(loader.load).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(slot(container)).toHaveAttribute('data-slot-state', 'loading'));

    await act(async () => second.resolve(confirmationParcel()));
    expect(await screen.findByRole('button', { name: 'Order (1)' })).toBeInTheDocument();
  });

  it('reports to the loader when its fragment mounted or failed, for the slice health', async () => {
    const reported: [string, string][] = [];
    registerParcelLoader({ ...loader, report: (slice, outcome) => reported.push([slice, outcome]) });
    loader.load.mockResolvedValueOnce(confirmationParcel());
    renderSlot({ parcelProps: { orderId: '2' } });
    await screen.findByRole('button', { name: 'Order (2)' });
    await waitFor(() => expect(reported).toEqual([['mf-cart', 'mounted']]));
    cleanup();

    loader.load.mockRejectedValueOnce(new Error('remoteEntry.js 503'));
    renderSlot();
    await screen.findByText('The cart is unavailable right now.');
    expect(reported).toEqual([
      ['mf-cart', 'mounted'],
      ['mf-cart', 'failed'],
    ]);
  });

  it('says "This section" without a label and shows a compact retry icon when compact', async () => {
    loader.load.mockRejectedValue(new Error('down'));
    const { unmount } = render(
      <StoreThemeProvider>
        <RemoteParcel slice="mf-search" expose="Search" />
      </StoreThemeProvider>,
    );
    expect(await screen.findByText('This section is unavailable right now.')).toBeInTheDocument();
    unmount();

    renderSlot({ compact: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Retry loading The cart' }));
    expect(loader.forget).toHaveBeenCalledWith('mf-cart');
    expect(screen.queryByText(/unavailable right now/)).toBeNull();
  });

  it('fails when no loader is registered', async () => {
    registerParcelLoader(null);
    const { container } = renderSlot();
    await waitFor(() => expect(slot(container)).toHaveAttribute('data-slot-state', 'failed'));
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('falls back with a Retry when the loaded module is not a parcel', async () => {
    loader.load.mockResolvedValueOnce(undefined).mockResolvedValueOnce(confirmationParcel());
    const { container } = renderSlot({ parcelProps: { orderId: '2' } });
    await waitFor(() => expect(slot(container)).toHaveAttribute('data-slot-state', 'failed'));
    expect(screen.getByText('The cart is unavailable right now.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Order (2)' })).toBeInTheDocument();
  });
});
