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
