import { act, render, screen } from '@testing-library/react';
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
import { resetWishlistState } from '../hooks/wishlist-store';
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
function renderBoth() {
  render(
    <StoreThemeProvider>
      <WishlistHeart />
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
});
