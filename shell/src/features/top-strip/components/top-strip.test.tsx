import { act, render, screen } from '@testing-library/react';
import { StoreThemeProvider, signIn, signOut } from '@storefront/shared';
import { TopStrip } from './top-strip';

const renderStrip = () =>
  render(
    <StoreThemeProvider>
      <TopStrip />
    </StoreThemeProvider>,
  );

describe('TopStrip', () => {
  afterEach(() => act(() => signOut()));

  it('offers sign-in when signed out, and the help links', () => {
    renderStrip();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    const links = {
      'Accessibility Statement': '/accessibility',
      Help: '/help',
      'Email Sign Up': '/email-sign-up',
      Blog: '/blog',
    };
    for (const [name, href] of Object.entries(links)) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('sits in a landmark of its own', () => {
    renderStrip();
    expect(screen.getByRole('region', { name: 'Account and help' })).toContainElement(
      screen.getByRole('link', { name: 'Sign In' }),
    );
  });

  it("greets the signed-in shopper with 'Hi, {userName}!'", () => {
    renderStrip();
    act(() => signIn({ userName: 'alice', email: 'alice@example.test' }));
    expect(screen.getByRole('link', { name: 'Hi, alice!' })).toHaveAttribute('href', '/account');
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
  });
});
