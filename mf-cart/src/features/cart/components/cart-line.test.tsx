import { screen, within } from '@testing-library/react';
import { sampleLine } from '@storefront/shared/testing';
import { renderThemed } from '../../../testing/render';
import { CartLine } from './cart-line';

const renderLine = (stock = sampleLine(2, 'large', 2)) =>
  renderThemed(
    <ul>
      <CartLine
        stock={stock}
        removing={false}
        removeMs={800}
        onQuantityChange={jest.fn()}
        onRemove={jest.fn()}
      />
    </ul>,
  );

describe('CartLine', () => {
  it('shows a sale line as the cards and the product page do: the original struck through first', () => {
    renderLine();
    const line = screen.getByRole('listitem', { name: 'Flex Hoodie, Large' });
    const original = within(line).getByLabelText('Original price $99.98');
    expect(original.tagName).toBe('S');
    const sale = within(line).getByText('$69.98');
    expect(original.compareDocumentPosition(sale) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(line).getByText('$34.99 each')).toBeInTheDocument();
  });

  it('shows one price for a line not on sale', () => {
    renderLine(sampleLine(1, 'small', 1));
    expect(screen.queryByLabelText(/Original price/)).toBeNull();
    expect(screen.getByText('$25.00')).toBeInTheDocument();
  });

  it('has tap targets of at least 44px for the quantity and Remove', () => {
    renderLine();
    const targets = [
      screen.getByRole('combobox', { name: 'Quantity' }),
      screen.getByRole('button', { name: 'Remove Flex Hoodie (Large)' }),
    ];
    for (const target of targets) {
      expect(parseFloat(window.getComputedStyle(target).minHeight)).toBeGreaterThanOrEqual(44);
    }
  });
});
