import { act, render, screen } from '@testing-library/react';
import { StoreThemeProvider } from '@storefront/shared';
import { Header } from '../components/header';

function mockWidth(width: number) {
  window.matchMedia = jest.fn((query: string) => {
    const [, kind, px] = /\((min|max)-width: (\d+)px\)/.exec(query) ?? [];
    const matches = kind === 'max' ? width <= Number(px) : width >= Number(px);
    return {
      matches,
      media: query,
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
    } as unknown as MediaQueryList;
  });
}

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

const renderHeader = (pathname: string) =>
  render(
    <StoreThemeProvider>
      <Header pathname={pathname} />
    </StoreThemeProvider>,
  );

describe('Header scroll behaviour', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    scrollTo(0);
  });
  afterEach(() => jest.restoreAllMocks());

  it('hides on scroll down and returns on scroll up on a narrow screen', () => {
    mockWidth(375);
    renderHeader('/home');
    const header = screen.getByTestId('site-header');
    scrollTo(200);
    expect(header).toHaveAttribute('data-hidden', 'true');
    scrollTo(150);
    expect(header).toHaveAttribute('data-hidden', 'false');
  });

  it('stays on a wide screen and gets its shadow after 50px', () => {
    mockWidth(1280);
    renderHeader('/home');
    const header = screen.getByTestId('site-header');
    scrollTo(40);
    expect(header).toHaveAttribute('data-shadow', 'false');
    scrollTo(300);
    expect(header).toHaveAttribute('data-hidden', 'false');
    expect(header).toHaveAttribute('data-shadow', 'true');
  });

  it('has no shadow on a listing page', () => {
    mockWidth(1280);
    renderHeader('/men/products');
    scrollTo(300);
    expect(screen.getByTestId('site-header')).toHaveAttribute('data-shadow', 'false');
  });

  it('reads a scroll the page already had in the next frame, not while hydration runs its effects', async () => {
    mockWidth(1280);
    scrollTo(300);
    renderHeader('/home');
    const header = screen.getByTestId('site-header');
    expect(header).toHaveAttribute('data-shadow', 'false');
    await act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));
    expect(header).toHaveAttribute('data-shadow', 'true');
  });
});
