import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS, authStore, signIn } from '@storefront/shared';
import type { RemoteParcelProps } from '@storefront/shared';
import { fakeApiForEachTest } from '../../../testing/fake-api';
import { renderInStore, storeTestSetup } from '../../../testing/render';
import { AccountPage } from './account-page';

// YOUR ORDERS is the cart slice's parcel: stand in for it and record which one is mounted.
jest.mock('@storefront/shared', () => ({
  ...jest.requireActual('@storefront/shared'),
  RemoteParcel: ({ slice, expose }: RemoteParcelProps) => (
    <div data-testid="parcel" data-parcel={`${slice}/${expose}`} />
  ),
}));

const navigate = storeTestSetup();
const fake = fakeApiForEachTest();
const renderPage = () => renderInStore(<AccountPage />);

describe('AccountPage', () => {
  it('sends a signed-out visitor to /login', () => {
    renderPage();
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
  });

  it('shows the avatar letter, user name, e-mail, address book and orders', () => {
    signIn({ userName: 'alice', email: 'alice@example.com' });
    renderPage();
    expect(screen.getByTestId('account-avatar')).toHaveTextContent('a');
    expect(screen.getByRole('heading', { name: 'alice' })).toBeInTheDocument();
    expect(screen.getByText('alice@example.com')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /ADDRESS BOOK/ })).toHaveTextContent('0');
    expect(screen.getByRole('link', { name: 'RETURN AN ITEM' })).toHaveAttribute(
      'href',
      '/account/returns/new',
    );
    expect(screen.getByRole('heading', { name: 'YOUR ORDERS' })).toBeInTheDocument();
    const orders = screen.getByRole('heading', { name: 'YOUR ORDERS' }).closest('section') as HTMLElement;
    expect(within(orders).getByTestId('parcel')).toHaveAttribute('data-parcel', 'mf-cart/OrderHistory');
    expect(navigate).not.toHaveBeenCalled();
    // The frame holds the page's one main landmark; a parcel never adds a second.
    expect(screen.queryByRole('main')).toBeNull();
  });

  it("draws Logout and RETURN AN ITEM with the store's one button", () => {
    signIn({ userName: 'alice', email: 'alice@example.com' });
    renderPage();
    expect(screen.getByRole('button', { name: 'Logout' })).toHaveStyle({ minHeight: '48px' });
    expect(screen.getByRole('link', { name: 'RETURN AN ITEM' })).toHaveStyle({ minHeight: '48px' });
  });

  it('Logout signs out and goes to /login even when the call fails', async () => {
    signIn({ userName: 'alice', email: 'alice@example.com' });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fake().failNext('POST', 500, undefined, API_PATHS.logout);
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(authStore.getState().isLoggedIn).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/login', {});
  });
});
