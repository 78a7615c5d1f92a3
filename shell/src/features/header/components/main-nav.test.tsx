import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { StoreThemeProvider, registerNavigate } from '@storefront/shared';
import { MainNav } from './main-nav';

const renderNav = (pathname = '/home') =>
  render(
    <StoreThemeProvider>
      <MainNav pathname={pathname} />
    </StoreThemeProvider>,
  );

const label = (name: string) => screen.getByRole('link', { name });
const toggle = (name: string) => screen.getByRole('button', { name: `${name} menu` });
const dropdown = () => screen.queryByTestId('nav-dropdown');
const headings = () =>
  within(screen.getByTestId('nav-dropdown'))
    .getAllByRole('heading')
    .map((h) => h.textContent);
const hrefOf = (name: string) =>
  within(screen.getByTestId('nav-dropdown')).getAllByRole('link', { name })[0].getAttribute('href');

describe('MainNav', () => {
  it('links the three sections', () => {
    renderNav();
    expect(label('Men')).toHaveAttribute('href', '/men/products');
    expect(label('Women')).toHaveAttribute('href', '/women/products');
    expect(label('Accessories')).toHaveAttribute('href', '/home');
    expect(dropdown()).toBeNull();
  });

  it("opens the men's dropdown on hover with its headings and filter links", () => {
    renderNav();
    fireEvent.mouseOver(label('Men'));
    expect(dropdown()).toHaveAttribute('data-dropdown', 'men');
    expect(headings()).toEqual(['Tops', 'Bottoms', 'Trending', 'Featured']);
    expect(hrefOf('Hoodies')).toBe('/men/products/filter/hoodies');
    expect(hrefOf('All Tops')).toBe('/men/products/filter/tops');
    expect(hrefOf('Pants')).toBe('/men/products/filter/pants');
    expect(hrefOf('New Releases')).toBe('/men/products/filter/new');
    expect(hrefOf('On Sale This Month')).toBe('/men/products/filter/sale');
    const hrefs = within(dropdown()!)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    for (const category of [
      'tops',
      't-shirts',
      'longsleeves',
      'hoodies',
      'bottoms',
      'shorts',
      'pants',
      'sweatpants',
    ]) {
      expect(hrefs).toContain(`/men/products/filter/${category}`);
    }
    expect(hrefs).not.toContain('/men/products/filter/leggings');
  });

  it("switches to the women's dropdown, which adds Sports Bras and Leggings", () => {
    renderNav();
    fireEvent.mouseOver(label('Men'));
    fireEvent.mouseOver(label('Women'));
    expect(dropdown()).toHaveAttribute('data-dropdown', 'women');
    expect(headings()).toEqual(['Tops', 'Bottoms', 'Sports Bras', 'Leggings', 'Trending', 'Featured']);
    expect(hrefOf('All Leggings')).toBe('/women/products/filter/leggings');
    const hrefs = within(dropdown()!)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toContain('/women/products/filter/sportsbras');
    expect(hrefs).not.toContain('/women/products/filter/pants');
  });

  it('shows the accessories entries, linking only those with a page', () => {
    renderNav();
    fireEvent.mouseOver(label('Accessories'));
    expect(headings()).toEqual(['Bags', 'Underwear', 'Equipment', 'Featured']);
    const panel = within(dropdown()!);
    for (const entry of [
      'Backpacks',
      'Duffle Bags',
      'Tote Bags',
      "Men's",
      "Women's",
      'Lifting Equipment',
      'Bottles',
      'Training App',
      'Training Blog',
    ]) {
      expect(panel.getByText(entry)).toBeInTheDocument();
    }
    // Only the two featured entries with a page behind them are links (docs/frame.md#content-pages).
    expect(panel.queryAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Training App', '/app'],
      ['Training Blog', '/blog'],
    ]);
  });

  it('resets to none when the pointer leaves the menu', () => {
    renderNav();
    fireEvent.mouseOver(label('Men'));
    fireEvent.mouseLeave(screen.getByRole('navigation', { name: 'Main' }));
    expect(dropdown()).toBeNull();
  });

  it('navigates and resets to none when a link is clicked', () => {
    const navigate = jest.fn();
    registerNavigate(navigate);
    renderNav();
    fireEvent.mouseOver(label('Women'));
    fireEvent.click(within(dropdown()!).getAllByRole('link', { name: 'Hoodies' })[0]);
    expect(dropdown()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/women/products/filter/hoodies', { replace: undefined });
    registerNavigate(null);
  });

  it('does not open on focus, so tabbing past a label skips its links', () => {
    renderNav();
    act(() => label('Men').focus());
    act(() => toggle('Men').focus());
    expect(dropdown()).toBeNull();
    expect(toggle('Men')).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens from its button (Enter or Space click) into the first link and closes on Escape, returning focus', async () => {
    renderNav();
    act(() => toggle('Women').focus());
    fireEvent.click(toggle('Women'));
    expect(dropdown()).toHaveAttribute('data-dropdown', 'women');
    expect(toggle('Women')).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(within(dropdown()!).getAllByRole('link')[0]).toHaveFocus());
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(dropdown()).toBeNull();
    expect(toggle('Women')).toHaveFocus();
  });

  it('a click on the button of a menu the pointer just opened keeps it open; a second click closes it', () => {
    renderNav();
    fireEvent.mouseOver(toggle('Men'));
    expect(dropdown()).toHaveAttribute('data-dropdown', 'men');
    fireEvent.click(toggle('Men'));
    expect(dropdown()).toHaveAttribute('data-dropdown', 'men');
    fireEvent.mouseOver(toggle('Men'));
    fireEvent.click(toggle('Men'));
    expect(dropdown()).toBeNull();
  });

  it('opens on ArrowDown from the label and moves focus into the menu', async () => {
    renderNav();
    act(() => label('Men').focus());
    fireEvent.keyDown(label('Men'), { key: 'ArrowDown' });
    expect(dropdown()).toHaveAttribute('data-dropdown', 'men');
    await waitFor(() => expect(within(dropdown()!).getAllByRole('link')[0]).toHaveFocus());
  });

  it('marks the active section', () => {
    renderNav('/women/products/filter/leggings');
    expect(label('Women')).toHaveAttribute('aria-current', 'true');
    expect(label('Men')).not.toHaveAttribute('aria-current');
  });
});
