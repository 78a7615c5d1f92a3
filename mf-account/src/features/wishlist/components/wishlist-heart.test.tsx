import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { events, publishLocation, signIn } from '@storefront/shared';
import { fakeApiForEachTest } from '../../../testing/fake-api';
import { renderInStore, storeTestSetup } from '../../../testing/render';
import { resetWishlistState } from '../../../lib/wishlist-store';
import { WishlistHeart } from './wishlist-heart';
import { WishlistPopup } from './wishlist-popup';

const navigate = storeTestSetup('/men/products/3');
const fake = fakeApiForEachTest();

beforeEach(() => {
  events.reset();
  resetWishlistState();
});
afterEach(() => jest.useRealTimers());

// The heart and the popup are separate parcels: separate React roots sharing the slice's store.
// The heart is mounted in the shell's header, the popup after the page.
function renderBoth() {
  renderInStore(
    <header>
      <WishlistHeart />
    </header>,
  );
  renderInStore(<WishlistPopup />);
}

/** A signed-in shopper on a page where catalog asks for product 1 to be added. */
async function addedElsewhere() {
  signIn({ userName: 'alice', email: 'a@b.co' });
  renderBoth();
  await act(async () => {
    events.emit('catalog:wishlist-toggle-requested', { productId: 1, add: true });
  });
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
    jest.useFakeTimers();
    renderBoth();
    await act(async () => {
      events.emit('catalog:wishlist-toggle-requested', { productId: 1, add: true });
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByText('Item added to your wishlist')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View' })).toHaveAttribute('href', '/wishlist');
    expect(fake().state.wishlist).toEqual([1]);
    expect(screen.getByTestId('wishlist-bubble')).toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(5000);
    });
    expect(screen.queryByText('Item added to your wishlist')).not.toBeInTheDocument();
    expect(screen.queryByTestId('wishlist-bubble')).not.toBeInTheDocument();
  });

  it('clears the bubble on arriving at /wishlist', async () => {
    await addedElsewhere();
    expect(await screen.findByTestId('wishlist-bubble')).toBeInTheDocument();
    act(() => publishLocation('/wishlist', ''));
    expect(screen.queryByTestId('wishlist-bubble')).not.toBeInTheDocument();
  });

  it('View goes to /wishlist and closes the popup', async () => {
    await addedElsewhere();
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
    let bottom = 144;
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      return { bottom: this.tagName === 'HEADER' ? bottom : 0 } as DOMRect;
    });
    await addedElsewhere();
    const popup = await screen.findByTestId('wishlist-popup');
    expect(popup).toHaveStyle({ top: '152px' });
    bottom = -64; // scrolled down: the header slid up out of view
    await waitFor(() => expect(popup).toHaveStyle({ top: '8px' }));
  });
});
