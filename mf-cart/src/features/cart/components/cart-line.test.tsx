import { screen, waitFor, within } from '@testing-library/react';
import { sampleLine } from '@storefront/shared/testing';
import { renderThemed } from '../../../testing/render';
import { CartLine } from './cart-line';
import { catalogPictures, pictureSlots, type CatalogPictures } from '../../../testing/catalog-pictures';

let pictures: CatalogPictures | null = null;
afterEach(() => pictures?.stop());

const renderLine = (stock = sampleLine(2, 'large', 2), pictureSize?: number) =>
  renderThemed(
    <ul>
      <CartLine
        stock={stock}
        removing={false}
        removeMs={800}
        onQuantityChange={jest.fn()}
        onRemove={jest.fn()}
        pictureSize={pictureSize}
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

  it("shows the catalog's own picture of its product, in a box reserved at the picture's size", async () => {
    pictures = catalogPictures();
    renderLine(sampleLine(2, 'large', 2), 72);
    const line = screen.getByRole('listitem', { name: 'Flex Hoodie, Large' });
    // Reserved before the catalog answers: 72 x 90, the catalog's 4:5 pictures.
    expect(pictureSlots(line)).toEqual([[72, 90]]);
    await waitFor(() => expect(line.querySelector('[data-catalog-picture="2"]')).not.toBeNull());
    expect(pictures.mounted).toEqual([{ productId: 2, size: 72, alt: '' }]);
    expect(pictureSlots(line)).toEqual([[72, 90]]);
    // The cart draws no product of its own any more.
    expect(line.querySelector('svg')).toBeNull();
  });

  it('keeps its box, name, quantity and Remove when the catalog cannot be loaded', async () => {
    pictures = catalogPictures({ fail: true });
    renderLine();
    const line = screen.getByRole('listitem', { name: 'Flex Hoodie, Large' });
    await waitFor(() =>
      expect(line.querySelector('[data-slot="mf-catalog/ProductPicture"]')).toHaveAttribute(
        'data-slot-state',
        'failed',
      ),
    );
    expect(pictureSlots(line)).toEqual([[112, 140]]);
    expect(within(line).getByRole('link', { name: 'Flex Hoodie' })).toBeInTheDocument();
    expect(within(line).getByRole('combobox', { name: 'Quantity' })).toBeEnabled();
    expect(within(line).getByRole('button', { name: 'Remove Flex Hoodie (Large)' })).toBeEnabled();
  });
});
