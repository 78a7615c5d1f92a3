import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { StoreThemeProvider } from '@storefront/shared';
import { BANNER_MESSAGES, RotatingBanner, bannerMessages } from './rotating-banner';

const message = () => screen.getByTestId('banner-message').textContent;

describe('RotatingBanner', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const renderBanner = () =>
    render(
      <StoreThemeProvider>
        <RotatingBanner />
      </StoreThemeProvider>,
    );

  it('has the five messages of docs/frame.md#banner, the spring one dated by the clock', () => {
    expect(bannerMessages(new Date(2026, 10, 26))).toEqual([
      'FREE STANDARD SHIPPING ON ORDERS OVER $75',
      'FREE 30-DAY RETURNS POLICY',
      '20% STUDENT DISCOUNT',
      'SPRING COLLECTION COMING APRIL 2027',
      'BECOME A REWARDS MEMBER',
    ]);
    expect(bannerMessages(new Date(2027, 1, 10))[3]).toBe('SPRING COLLECTION COMING APRIL 2027');
    expect(bannerMessages(new Date(2027, 3, 30))[3]).toBe('SPRING COLLECTION COMING APRIL 2027');
    expect(bannerMessages(new Date(2027, 4, 1))[3]).toBe('SPRING COLLECTION COMING APRIL 2028');
    expect(BANNER_MESSAGES.join(' ')).not.toContain('2024');
  });

  it('changes message every 4 seconds and wraps around', () => {
    renderBanner();
    expect(message()).toBe(BANNER_MESSAGES[0]);
    act(() => jest.advanceTimersByTime(3999));
    expect(message()).toBe(BANNER_MESSAGES[0]);
    act(() => jest.advanceTimersByTime(1));
    expect(message()).toBe(BANNER_MESSAGES[1]);
    act(() => jest.advanceTimersByTime(4000 * 4));
    expect(message()).toBe(BANNER_MESSAGES[0]);
  });

  it('is not a live region that speaks every 4 seconds, and stops while paused', () => {
    renderBanner();
    expect(screen.getByTestId('banner-message').closest('[aria-live]')).toHaveAttribute('aria-live', 'off');
    expect(
      document.querySelector('[aria-live="polite"], [aria-live="assertive"], [role="status"]'),
    ).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Pause offers' }));
    act(() => jest.advanceTimersByTime(12000));
    expect(message()).toBe(BANNER_MESSAGES[0]);
    fireEvent.click(screen.getByRole('button', { name: 'Play offers' }));
    act(() => jest.advanceTimersByTime(4000));
    expect(message()).toBe(BANNER_MESSAGES[1]);
  });

  it('holds still while the pointer is over it', () => {
    renderBanner();
    fireEvent.mouseEnter(screen.getByRole('region', { name: 'Offers' }));
    act(() => jest.advanceTimersByTime(8000));
    expect(message()).toBe(BANNER_MESSAGES[0]);
    fireEvent.mouseLeave(screen.getByRole('region', { name: 'Offers' }));
    act(() => jest.advanceTimersByTime(4000));
    expect(message()).toBe(BANNER_MESSAGES[1]);
  });

  describe('when the shopper asks for reduced motion', () => {
    const realMatchMedia = window.matchMedia;
    beforeEach(() => {
      window.matchMedia = ((query: string) => ({
        matches: query === '(prefers-reduced-motion: reduce)',
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      })) as unknown as typeof window.matchMedia;
    });
    afterEach(() => {
      window.matchMedia = realMatchMedia;
    });

    it('starts paused and plays only when asked', () => {
      renderBanner();
      const play = screen.getByRole('button', { name: 'Play offers' });
      expect(play).toHaveAttribute('aria-pressed', 'true');
      act(() => jest.advanceTimersByTime(12000));
      expect(message()).toBe(BANNER_MESSAGES[0]);
      fireEvent.click(play);
      act(() => jest.advanceTimersByTime(4000));
      expect(message()).toBe(BANNER_MESSAGES[1]);
    });
  });

  it('shows its pause control only once the script can answer it (the server HTML hides it)', () => {
    const html = renderToString(
      <StoreThemeProvider>
        <RotatingBanner />
      </StoreThemeProvider>,
    );
    expect(html).toMatch(/<button[^>]*hidden=""[^>]*aria-label="Pause offers"/);
    renderBanner();
    expect(screen.getByRole('button', { name: 'Pause offers' })).toBeVisible();
  });

  it('hydrates the server HTML unchanged (the shared useHydrated), then shows its pause control', async () => {
    const banner = (
      <StoreThemeProvider>
        <RotatingBanner />
      </StoreThemeProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(banner);
    document.body.appendChild(container);
    const mismatches = jest.fn();
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const root = await act(async () => hydrateRoot(container, banner, { onRecoverableError: mismatches }));
    expect(mismatches).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Pause offers' })).toBeVisible();
    act(() => root.unmount());
    container.remove();
    errors.mockRestore();
  });

  it('has a pause control of at least 44px', () => {
    renderBanner();
    const style = window.getComputedStyle(screen.getByRole('button', { name: 'Pause offers' }));
    expect(parseFloat(style.width)).toBeGreaterThanOrEqual(44);
    expect(parseFloat(style.height)).toBeGreaterThanOrEqual(44);
  });
});
