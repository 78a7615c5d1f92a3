import { render, screen } from '@testing-library/react';
import { StoreThemeProvider } from '@storefront/shared';
import { SizeSelector } from './size-selector';

describe('SizeSelector', () => {
  it("names each size button with its visible text first, so voice control can say 'XS'", () => {
    render(
      <StoreThemeProvider>
        <SizeSelector size={null} onChange={() => undefined} stock={{ extraSmall: 0 }} />
      </StoreThemeProvider>,
    );
    for (const button of screen.getAllByRole('button')) {
      const name = button.getAttribute('aria-label') ?? '';
      expect(name.startsWith(`${button.textContent}, `)).toBe(true);
    }
    expect(screen.getByRole('button', { name: 'XS, Extra Small, sold out' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'XL, Extra Large' })).toBeEnabled();
  });
});
