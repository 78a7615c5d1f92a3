import { createRef } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { registerNavigate } from './navigation';
import { StoreLink } from './store-link';

const routerNavigate = jest.fn();
let preventedByApp: boolean[] = [];

/** Records whether the link prevented the browser's navigation, then prevents it so jsdom does not try. */
const recordDefault = (event: Event) => {
  preventedByApp.push(event.defaultPrevented);
  event.preventDefault();
};

beforeAll(() => document.addEventListener('click', recordDefault));
afterAll(() => document.removeEventListener('click', recordDefault));
beforeEach(() => {
  routerNavigate.mockReset();
  preventedByApp = [];
  registerNavigate(routerNavigate);
});
afterEach(() => registerNavigate(null));

describe('StoreLink', () => {
  it('renders a real link', () => {
    render(<StoreLink href="/men/products">Men</StoreLink>);
    expect(screen.getByRole('link', { name: 'Men' })).toHaveAttribute('href', '/men/products');
  });

  it('navigates in-app on a plain left click', () => {
    const onClick = jest.fn();
    render(
      <StoreLink href="/men/products" onClick={onClick}>
        Men
      </StoreLink>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Men' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(routerNavigate).toHaveBeenCalledWith('/men/products', { replace: undefined });
    expect(preventedByApp).toEqual([true]);
  });

  it('passes replace on', () => {
    render(
      <StoreLink href="/home" replace>
        Home
      </StoreLink>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(routerNavigate).toHaveBeenCalledWith('/home', { replace: true });
  });

  it.each([
    ['ctrl', { ctrlKey: true }],
    ['meta', { metaKey: true }],
    ['shift', { shiftKey: true }],
    ['alt', { altKey: true }],
    ['middle button', { button: 1 }],
  ])('leaves a %s click to the browser', (_, init) => {
    render(<StoreLink href="/women/products">Women</StoreLink>);
    fireEvent.click(screen.getByRole('link', { name: 'Women' }), init);
    expect(routerNavigate).not.toHaveBeenCalled();
    expect(preventedByApp).toEqual([false]);
  });

  it.each([
    'https://blog.example.com/',
    'mailto:help@example.com',
    'http://localhost:3000/api/users/auth/google',
  ])('leaves the external href %s to the browser', (href) => {
    render(<StoreLink href={href}>Out</StoreLink>);
    fireEvent.click(screen.getByRole('link', { name: 'Out' }));
    expect(routerNavigate).not.toHaveBeenCalled();
    expect(preventedByApp).toEqual([false]);
  });

  it('leaves a link opening another window to the browser', () => {
    render(
      <StoreLink href="/wishlist" target="_blank">
        Wishlist
      </StoreLink>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Wishlist' }));
    expect(routerNavigate).not.toHaveBeenCalled();
  });

  it('does not navigate when its own onClick prevented the default', () => {
    render(
      <StoreLink href="/cart" onClick={(e) => e.preventDefault()}>
        Cart
      </StoreLink>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Cart' }));
    expect(routerNavigate).not.toHaveBeenCalled();
  });

  it('forwards its ref to the anchor', () => {
    const ref = createRef<HTMLAnchorElement>();
    render(
      <StoreLink ref={ref} href="/account">
        Account
      </StoreLink>,
    );
    expect(ref.current).toBe(screen.getByRole('link', { name: 'Account' }));
  });
});
