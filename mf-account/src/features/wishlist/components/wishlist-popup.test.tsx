import { act, screen } from '@testing-library/react';
import { renderInStore, storeTestSetup } from '../../../testing/render';
import { announceAdded, announceRefused, resetWishlistState } from '../../../lib/wishlist-store';
import { WishlistPopup } from './wishlist-popup';

storeTestSetup('/men/products/3');
afterEach(() => act(() => resetWishlistState()));

describe('the wishlist popup', () => {
  it('says an add worked, with a way to the wishlist', () => {
    renderInStore(<WishlistPopup />);
    act(() => announceAdded(true));
    expect(screen.getByTestId('wishlist-popup')).toHaveTextContent('Item added to your wishlist');
    expect(screen.getByRole('link', { name: 'View' })).toHaveAttribute('href', '/wishlist');
  });

  it("says the server's reason when an add was refused, and not that it was added", () => {
    renderInStore(<WishlistPopup />);
    act(() => announceRefused('Your wishlist holds at most 100 products: remove one to add another'));
    const popup = screen.getByTestId('wishlist-popup');
    expect(popup).toHaveTextContent('Your wishlist holds at most 100 products: remove one to add another');
    expect(popup).not.toHaveTextContent('Item added');
    expect(screen.getByRole('link', { name: 'View' })).toBeInTheDocument();
  });
});
