import { act, fireEvent, render, screen } from '@testing-library/react';
import { StoreThemeProvider } from '../theme/theme-provider';
import { FilterSheet } from './filter-sheet';

function renderSheet(count = 3) {
  const onClosed = jest.fn();
  const onClearAll = jest.fn();
  render(
    <StoreThemeProvider>
      <FilterSheet count={count} onClearAll={onClearAll} onClosed={onClosed}>
        <p>groups</p>
      </FilterSheet>
    </StoreThemeProvider>,
  );
  const phase = () => screen.getByTestId('filter-overlay-backdrop').dataset.phase;
  return { onClosed, onClearAll, phase };
}

describe('FilterSheet', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('opens in two steps, backdrop at 100ms and panel at 300ms, then focuses its close button', () => {
    const { phase } = renderSheet();
    expect(phase()).toBe('mounted');
    act(() => jest.advanceTimersByTime(100));
    expect(phase()).toBe('backdrop');
    act(() => jest.advanceTimersByTime(200));
    expect(phase()).toBe('open');
    expect(screen.getByRole('button', { name: 'Close filters' })).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'FILTER & SORT' })).toHaveTextContent('groups');
  });

  it('starts sliding the panel in with the backdrop, so it is fully in at 300ms', () => {
    renderSheet();
    const dialog = screen.getByRole('dialog', { name: 'FILTER & SORT' });
    const transform = () => window.getComputedStyle(dialog).transform;
    expect(transform()).toBe('translateX(-100%)');
    act(() => jest.advanceTimersByTime(100));
    expect(transform()).toBe('translateX(0)');
    expect(window.getComputedStyle(dialog).transition).toBe('transform 200ms ease-out');
  });

  it('gives focus back to what opened it once closed', () => {
    const opener = document.createElement('button');
    document.body.appendChild(opener);
    opener.focus();
    const onClosed = jest.fn();
    const { unmount } = render(
      <StoreThemeProvider>
        <FilterSheet count={1} onClearAll={jest.fn()} onClosed={onClosed}>
          <p>groups</p>
        </FilterSheet>
      </StoreThemeProvider>,
    );
    act(() => jest.advanceTimersByTime(300));
    expect(screen.getByRole('button', { name: 'Close filters' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Close filters' }));
    act(() => jest.advanceTimersByTime(200));
    expect(onClosed).toHaveBeenCalledTimes(1);
    unmount();
    expect(opener).toHaveFocus();
    opener.remove();
  });

  it('SEE PRODUCTS closes it in 200ms', () => {
    const { onClosed, phase } = renderSheet(3);
    act(() => jest.advanceTimersByTime(300));
    fireEvent.click(screen.getByRole('button', { name: 'SEE PRODUCTS (3)' }));
    expect(phase()).toBe('closing');
    act(() => jest.advanceTimersByTime(199));
    expect(onClosed).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onClosed).toHaveBeenCalledTimes(1);
  });

  it('has tap targets of at least 44px for Clear All and the close button', () => {
    renderSheet();
    for (const name of ['Clear All', 'Close filters']) {
      const style = window.getComputedStyle(screen.getByRole('button', { name }));
      expect(parseFloat(style.minHeight || style.height)).toBeGreaterThanOrEqual(44);
    }
  });

  it('is disabled at 0 products', () => {
    renderSheet(0);
    expect(screen.getByRole('button', { name: 'SEE PRODUCTS (0)' })).toBeDisabled();
  });

  it('Escape closes it; Clear All is handed to the slice', () => {
    const { onClosed, onClearAll } = renderSheet();
    act(() => jest.advanceTimersByTime(300));
    fireEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(onClearAll).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(document, { key: 'Escape' });
    act(() => jest.advanceTimersByTime(200));
    expect(onClosed).toHaveBeenCalledTimes(1);
  });
});
