import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { StoreThemeProvider } from '@storefront/shared';
import type { Size } from '@storefront/shared';
import { SizeSelector } from './size-selector';

function Chooser() {
  const [size, setSize] = useState<Size | null>(null);
  return <SizeSelector size={size} onChange={setSize} stock={{ extraSmall: 0 }} />;
}

describe('SizeSelector', () => {
  it("names each size with its visible text first, so voice control can say 'XS'", () => {
    render(
      <StoreThemeProvider>
        <SizeSelector size={null} onChange={() => undefined} stock={{ extraSmall: 0 }} />
      </StoreThemeProvider>,
    );
    for (const radio of screen.getAllByRole('radio')) {
      const name = radio.getAttribute('aria-label') ?? '';
      expect(name.startsWith(`${radio.closest('label')?.textContent}, `)).toBe(true);
    }
    expect(screen.getByRole('radio', { name: 'XS, Extra Small, sold out' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'XL, Extra Large' })).toBeEnabled();
  });

  it('is the form’s size radio group: one checked at a time, a second click clears it', () => {
    render(
      <StoreThemeProvider>
        <Chooser />
      </StoreThemeProvider>,
    );
    const group = screen.getByRole('radiogroup', { name: /SIZE/ });
    const radios = screen.getAllByRole('radio');
    expect(radios.map((r) => [r.getAttribute('name'), (r as HTMLInputElement).value])).toEqual([
      ['size', 'extraSmall'],
      ['size', 'small'],
      ['size', 'medium'],
      ['size', 'large'],
      ['size', 'extraLarge'],
    ]);
    const medium = screen.getByRole('radio', { name: 'M, Medium' });
    fireEvent.click(medium);
    expect(medium).toBeChecked();
    expect(group).toHaveAccessibleName('SIZE: Medium');
    fireEvent.click(screen.getByRole('radio', { name: 'L, Large' }));
    expect(medium).not.toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: 'L, Large' }));
    expect(screen.getByRole('radio', { name: 'L, Large' })).not.toBeChecked();
    expect(screen.getByTestId('selected-size')).toHaveTextContent('PLEASE SELECT');
  });
});
