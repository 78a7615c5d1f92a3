import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  StoreThemeProvider,
  api,
  events,
  publishLocation,
  registerNavigate,
  signIn,
  signOut,
} from '@storefront/shared';
import type { Product } from '@storefront/shared';
import { ok } from '../../../testing/http';
import { resetWishlistState } from '../../../lib/wishlist-store';
import { WishlistHeart } from './wishlist-heart';
import { WishlistPopup } from './wishlist-popup';

const navigate = jest.fn();

beforeEach(() => {
  events.reset();
  resetWishlistState();
  signOut();
  registerNavigate(navigate);
  publishLocation('/men/products/3', '');
});
afterEach(() => {
  registerNavigate(null);
  navigate.mockReset();
  jest.restoreAllMocks();
  jest.useRealTimers();
});

// The heart and the popup are separate parcels: separate React roots sharing the slice's store.
// The heart is mounted in the shell's header, the popup after the page.
function renderBoth() {
  render(
    <StoreThemeProvider>
      <header>
        <WishlistHeart />
      </header>
    </StoreThemeProvider>,
  );
  render(
    <StoreThemeProvider>
      <WishlistPopup />
    </StoreThemeProvider>,
  );
}

describe('WishlistHeart and WishlistPopup', () => {
  it('the heart links to /wishlist', () => {
    renderBoth();
    expect(screen.getByRole('link', { name: 'Wishlist' })).toHaveAttribute('href', '/wishlist');
    expect(screen.queryByTestId('wishlist-bubble')).not.toBeInTheDocument();
    expect(screen.queryByText('Item added to your wishlist')).not.toBeInTheDocument();
  });

  it('after an add requested elsewhere: popup with View, and the bubble, for 5 seconds', async () => {
    signIn({ userName: 'alice', email: 'a@b.co' });
    jest.spyOn(api, 'get').mockResolvedValue(ok({ products: [] }));
    jest.spyOn(api, 'post').mockResolvedValue(ok({ products: [{ id: 3, productId: 3 } as Product] }, 201));
    jest.useFakeTimers();
    renderBoth();
    await act(async () => {
      events.emit('catalog:wishlist-toggle-requested', { productId: 3, add: true });
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByText('Item added to your wishlist')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View' })).toHaveAttribute('href', '/wishlist');
    expect(screen.getByTestId('wishlist-bubble')).toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(5000);
    });
    expect(screen.queryByText('Item added to your wishlist')).not.toBeInTheDocument();
    expect(screen.queryByTestId('wishlist-bubble')).not.toBeInTheDocument();
  });

  it('clears the bubble on arriving at /wishlist', async () => {
    signIn({ userName: 'alice', email: 'a@b.co' });
    jest.spyOn(api, 'get').mockResolvedValue(ok({ products: [] }));
    jest.spyOn(api, 'post').mockResolvedValue(ok({ products: [] }, 201));
    renderBoth();
    await act(async () => {
      events.emit('catalog:wishlist-toggle-requested', { productId: 3, add: true });
    });
    expect(await screen.findByTestId('wishlist-bubble')).toBeInTheDocument();
    act(() => publishLocation('/wishlist', ''));
    expect(screen.queryByTestId('wishlist-bubble')).not.toBeInTheDocument();
  });

  it('View goes to /wishlist and closes the popup', async () => {
    signIn({ userName: 'alice', email: 'a@b.co' });
    jest.spyOn(api, 'get').mockResolvedValue(ok({ products: [] }));
    jest.spyOn(api, 'post').mockResolvedValue(ok({ products: [] }, 201));
    renderBoth();
    await act(async () => {
      events.emit('catalog:wishlist-toggle-requested', { productId: 3, add: true });
    });
    await userEvent.click(await screen.findByRole('link', { name: 'View' }));
    expect(navigate).toHaveBeenCalledWith('/wishlist', { replace: undefined });
    expect(screen.queryByText('Item added to your wishlist')).not.toBeInTheDocument();
  });

  it('is a 44px tap target drawn in the 40px slot the header reserves', () => {
    renderBoth();
    expect(screen.getByRole('link', { name: 'Wishlist' })).toHaveStyle({
      width: '44px',
      height: '44px',
      margin: '-2px',
    });
  });

  it('places the popup below the header, following it when it slides', async () => {
    signIn({ userName: 'alice', email: 'a@b.co' });
    jest.spyOn(api, 'get').mockResolvedValue(ok({ products: [] }));
    jest.spyOn(api, 'post').mockResolvedValue(ok({ products: [] }, 201));
    renderBoth();
    const header = screen.getByRole('banner');
    let bottom = 144;
    jest.spyOn(header, 'getBoundingClientRect').mockImplementation(() => ({ bottom }) as DOMRect);
    await act(async () => {
      events.emit('catalog:wishlist-toggle-requested', { productId: 3, add: true });
    });
    const popup = await screen.findByTestId('wishlist-popup');
    expect(popup).toHaveStyle({ top: '152px' });
    bottom = -64; // scrolled down: the header slid up out of view
    await waitFor(() => expect(popup).toHaveStyle({ top: '8px' }));
  });
});
