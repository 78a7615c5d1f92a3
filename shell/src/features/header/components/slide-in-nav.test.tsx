import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { StoreThemeProvider, registerNavigate, signIn, signOut } from '@storefront/shared';
import { Header } from './header';

const renderHeader = () =>
  render(
    <StoreThemeProvider>
      <Header pathname="/home" />
    </StoreThemeProvider>,
  );

/** Opens the menu and waits for the navigation's chunk (it loads on demand). */
const menuLink = () => screen.getByRole('link', { name: 'Open navigation' });
const openMenu = async () => {
  fireEvent.click(menuLink());
  await screen.findByRole('dialog', { name: 'Navigation' });
};
const dialog = () => screen.queryByRole('dialog', { name: 'Navigation' });
const tab = (name: string) => screen.getByRole('tab', { name });

describe('SlideInNav', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    act(() => signOut());
    jest.restoreAllMocks();
  });

  it('is a link to the navigation page that, once hydrated, opens the dialog instead', async () => {
    renderHeader();
    expect(menuLink()).toHaveAttribute('href', '/menu');
    expect(menuLink()).toHaveAttribute('aria-haspopup', 'dialog');
    expect(menuLink()).toHaveAttribute('aria-expanded', 'false');
    // A modified click (new tab) is left to the browser; a plain one is the script's.
    expect(fireEvent.click(menuLink(), { ctrlKey: true })).toBe(true);
    expect(dialog()).toBeNull();
    expect(fireEvent.click(menuLink())).toBe(false);
    await screen.findByRole('dialog', { name: 'Navigation' });
  });

  it('opens from the menu button on the MEN tab, focused like a dialog', async () => {
    renderHeader();
    expect(dialog()).toBeNull();
    await openMenu();
    expect(dialog()).toHaveAttribute('aria-modal', 'true');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['MEN', 'WOMEN', 'ACCESSORIES']);
    expect(tab('MEN')).toHaveAttribute('aria-selected', 'true');
    expect(dialog()!.contains(document.activeElement)).toBe(true);
  });

  it('has NEW RELEASES, ON SALE THIS MONTH and the collapsible TRENDING, TOPS and BOTTOMS', async () => {
    renderHeader();
    await openMenu();
    const panel = within(screen.getByRole('tabpanel'));
    expect(panel.getByRole('link', { name: 'NEW RELEASES' })).toHaveAttribute(
      'href',
      '/men/products/filter/new',
    );
    expect(panel.getByRole('link', { name: 'ON SALE THIS MONTH' })).toHaveAttribute(
      'href',
      '/men/products/filter/sale',
    );
    for (const group of ['TRENDING', 'TOPS', 'BOTTOMS']) {
      expect(panel.getByRole('button', { name: group })).toHaveAttribute('aria-expanded', 'false');
    }
    expect(panel.queryByRole('link', { name: 'Hoodies' })).toBeNull();
    fireEvent.click(panel.getByRole('button', { name: 'TOPS' }));
    expect(panel.getByRole('button', { name: 'TOPS' })).toHaveAttribute('aria-expanded', 'true');
    expect(panel.getByRole('link', { name: 'Hoodies' })).toHaveAttribute(
      'href',
      '/men/products/filter/hoodies',
    );
    fireEvent.click(panel.getByRole('button', { name: 'TOPS' }));
    expect(panel.queryByRole('link', { name: 'Hoodies' })).toBeNull();
  });

  it('switches to the WOMEN tab', async () => {
    renderHeader();
    await openMenu();
    fireEvent.click(tab('WOMEN'));
    expect(tab('WOMEN')).toHaveAttribute('aria-selected', 'true');
    const panel = within(screen.getByRole('tabpanel'));
    expect(panel.getByRole('link', { name: 'NEW RELEASES' })).toHaveAttribute(
      'href',
      '/women/products/filter/new',
    );
    fireEvent.click(panel.getByRole('button', { name: 'BOTTOMS' }));
    expect(panel.getByRole('link', { name: 'Leggings' })).toHaveAttribute(
      'href',
      '/women/products/filter/leggings',
    );
  });

  it('shows EQUIPMENT, UNDERWEAR, BAGS and OUR APP on the ACCESSORIES tab, without destinations', async () => {
    renderHeader();
    await openMenu();
    fireEvent.click(tab('ACCESSORIES'));
    const panel = within(screen.getByRole('tabpanel'));
    for (const group of ['EQUIPMENT', 'UNDERWEAR', 'BAGS']) panel.getByRole('button', { name: group });
    expect(panel.getByRole('link', { name: 'OUR APP' })).toHaveAttribute('href', '/app');
    fireEvent.click(panel.getByRole('button', { name: 'BAGS' }));
    expect(panel.getByText('Duffle Bags')).toBeInTheDocument();
    // The accessories themselves have no destination (docs/frame.md#navigation): text, not links.
    expect(panel.queryAllByRole('link')).toHaveLength(1);
  });

  it('greets the signed-in shopper and lists the footer links', async () => {
    act(() => signIn({ userName: 'bob', email: 'bob@example.test' }));
    renderHeader();
    await openMenu();
    const nav = within(dialog()!);
    expect(nav.getByText('Hi, bob')).toBeInTheDocument();
    for (const [name, href] of [
      ['Accessibility Statement', '/accessibility'],
      ['Help', '/help'],
      ['Email Sign Up', '/email-sign-up'],
      ['Blog', '/blog'],
    ])
      expect(nav.getByRole('link', { name })).toHaveAttribute('href', href);
  });

  it('closes on Escape, returning focus to the menu button', async () => {
    renderHeader();
    const button = menuLink();
    act(() => button.focus());
    await openMenu();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(dialog()).toBeNull();
    expect(button).toHaveFocus();
  });

  it('navigates and closes when a link is clicked', async () => {
    const navigate = jest.fn();
    registerNavigate(navigate);
    renderHeader();
    await openMenu();
    fireEvent.click(screen.getByRole('link', { name: 'NEW RELEASES' }));
    expect(dialog()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/men/products/filter/new', { replace: undefined });
    registerNavigate(null);
  });

  it('closes above 1024px', async () => {
    let onChange: ((e: { matches: boolean }) => void) | undefined;
    window.matchMedia = jest.fn((query: string) => ({
      matches: false,
      media: query,
      addEventListener: (_: string, fn: (e: { matches: boolean }) => void) => {
        if (query.includes('min-width: 1025px')) onChange = fn;
      },
      removeEventListener: jest.fn(),
    })) as unknown as typeof window.matchMedia;
    renderHeader();
    await openMenu();
    expect(dialog()).not.toBeNull();
    act(() => onChange?.({ matches: true }));
    expect(dialog()).toBeNull();
  });
});
