import { render, screen, within } from '@testing-library/react';
import { StoreThemeProvider, matchStoreRoute } from '@storefront/shared';
import { Footer } from './footer';

const renderFooter = () =>
  render(
    <StoreThemeProvider>
      <Footer />
    </StoreThemeProvider>,
  );

describe('Footer', () => {
  it('opens a page of the store from every help, pages and legal entry and every tile', () => {
    renderFooter();
    const footer = screen.getByRole('contentinfo');
    const links = within(footer).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'BLOG',
      'TRAINING APP',
      'EMAIL SIGN UP',
      'FAQ',
      'Delivery Information',
      'Returns Policy',
      'Make A Return',
      'Orders',
      'About Us',
      'Careers',
      'Student Discount',
      'Veteran Discount',
      'Factory List',
      'Sustainability',
      'Terms & Conditions',
      'Privacy Notice',
      'Cookie Policy',
    ]);
    for (const link of links) {
      const href = link.getAttribute('href')!;
      expect([href, matchStoreRoute(href).kind]).not.toEqual([href, 'not-found']);
    }
    expect(screen.getByRole('link', { name: 'Returns Policy' })).toHaveAttribute('href', '/returns-policy');
  });

  it('draws the social icons as pictures, not as links that go nowhere', () => {
    renderFooter();
    const follow = screen.getByRole('region', { name: 'Follow us' });
    expect(within(follow).getAllByRole('img')).toHaveLength(6);
    expect(within(follow).queryAllByRole('link')).toHaveLength(0);
  });

  it("dates the copyright by the store's clock", () => {
    renderFooter();
    expect(screen.getByText(/© \d{4} DSGN Fitness/).textContent).toContain(`© ${new Date().getFullYear()} `);
  });
});
