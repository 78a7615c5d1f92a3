import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS, authStore, signIn } from '@storefront/shared';
import { fakeApiForEachTest } from '../../../testing/fake-api';
import { renderInStore, storeTestSetup } from '../../../testing/render';
import { UserMenu } from './user-menu';

const navigate = storeTestSetup();
const fake = fakeApiForEachTest();
const renderMenu = () => renderInStore(<UserMenu />);

describe('UserMenu', () => {
  it('signed out, the user icon goes to /login', () => {
    renderMenu();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
  });

  it('the link and the menu button are 44px tap targets drawn in the 40px header slot', () => {
    const tapTarget = { width: '44px', height: '44px', margin: '-2px' };
    const { unmount } = renderMenu();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveStyle(tapTarget);
    unmount();
    signIn({ userName: 'alice', email: 'a@b.co' });
    renderMenu();
    expect(screen.getByRole('button', { name: 'Account menu' })).toHaveStyle(tapTarget);
  });

  it('signed in, opens a menu with Account, Settings and Logout', async () => {
    signIn({ userName: 'alice', email: 'a@b.co' });
    renderMenu();
    const button = screen.getByRole('button', { name: 'Account menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const items = screen.getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['Account', 'Settings', 'Logout']);
    expect(items[1]).not.toHaveAttribute('aria-disabled');
    expect(items[0]).toHaveFocus();
  });

  it('Account goes to /account', async () => {
    signIn({ userName: 'alice', email: 'a@b.co' });
    renderMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Account' }));
    expect(navigate).toHaveBeenCalledWith('/account', {});
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('is keyboard accessible: arrows move, Escape closes and returns focus', async () => {
    signIn({ userName: 'alice', email: 'a@b.co' });
    renderMenu();
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Account menu' });
    button.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Account' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Settings' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('a press outside closes the menu; pressing the button again toggles it', async () => {
    signIn({ userName: 'alice', email: 'a@b.co' });
    renderMenu();
    const button = screen.getByRole('button', { name: 'Account menu' });
    await userEvent.click(button);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await userEvent.click(document.body);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await userEvent.click(button);
    await userEvent.click(button);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('Settings opens the account settings page and closes the menu', async () => {
    signIn({ userName: 'alice', email: 'a@b.co' });
    renderMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Settings' }));
    expect(navigate.mock.calls.map((call) => call[0])).toEqual(['/account/settings']);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('Logout posts, signs out and goes to /login', async () => {
    signIn({ userName: 'alice', email: 'a@b.co' });
    renderMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(fake().callsTo('POST', API_PATHS.logout)).toHaveLength(1);
    expect(fake().state.session).toBeNull();
    expect(authStore.getState().isLoggedIn).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/login', {});
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
  });
});
