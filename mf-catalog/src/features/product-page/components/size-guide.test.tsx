import { fireEvent, screen, within } from '@testing-library/react';
import { events, signOut } from '@storefront/shared';
import { createFakeApi, type FakeApi } from '@storefront/shared/testing';
import { product } from '../../../testing/fixtures';
import { renderWithStore } from '../../../testing/render';
import { SIZE_CHARTS, formatRange } from '../size-guide-data';
import { ProductPage } from './product-page';

let server: FakeApi;
beforeEach(() => {
  events.reset();
  signOut();
  server = createFakeApi({
    products: [
      product({ productId: 9, name: 'Forge Hoodie', gender: 'men', category: 'tops' }),
      product({ productId: 12, name: 'Studio Leggings', gender: 'women', category: 'bottoms' }),
    ],
  });
});
afterEach(() => server.restore());

const rows = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('row')
    .map((row) => row.textContent);

describe('the size guide', () => {
  it("opens from beside SIZE with the product's gender and category, in cm or inches", async () => {
    renderWithStore(<ProductPage gender="men" productId="9" />);
    const opener = await screen.findByRole('button', { name: 'Size guide' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: "MEN'S TOPS SIZE GUIDE" });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('table', { name: 'Body measurements in centimetres' })).toBeVisible();
    expect(rows(dialog)).toEqual([
      'SizeChestWaist',
      'XS86–9171–76',
      'S91–9776–81',
      'M97–10481–89',
      'L104–11289–97',
      'XL112–12097–104',
    ]);
    // Focus moved into the dialog.
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    fireEvent.click(within(dialog).getByRole('button', { name: 'IN, inches' }));
    expect(within(dialog).getByRole('button', { name: 'IN, inches' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(dialog).getByRole('table', { name: 'Body measurements in inches' })).toBeVisible();
    expect(rows(dialog)[1]).toBe('XS34–3628–30');

    // Escape closes it and focus goes back to the button.
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Size guide' })).toHaveFocus();
  });

  it("shows a women's bottoms product the women's bottoms measurements; the close button closes", async () => {
    renderWithStore(<ProductPage gender="women" productId="12" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Size guide' }));
    const dialog = screen.getByRole('dialog', { name: "WOMEN'S BOTTOMS SIZE GUIDE" });
    expect(rows(dialog)[0]).toBe('SizeWaistHips');
    expect(rows(dialog)[5]).toBe('XL86–94112–119');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close size guide' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps Tab inside the dialog', async () => {
    renderWithStore(<ProductPage gender="men" productId="9" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Size guide' }));
    const dialog = screen.getByRole('dialog');
    const last = within(dialog).getByRole('button', { name: 'IN, inches' });
    last.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(within(dialog).getByRole('button', { name: 'Close size guide' })).toHaveFocus();
  });
});

describe('formatRange', () => {
  it('gives inches to the half inch', () => {
    expect(formatRange([86, 91], 'cm')).toBe('86–91');
    expect(formatRange([86, 91], 'in')).toBe('34–36');
    expect(formatRange([76, 81], 'in')).toBe('30–32');
    expect(formatRange([112, 119], 'in')).toBe('44–47');
    expect(Object.keys(SIZE_CHARTS.women)).toEqual(['tops', 'bottoms']);
  });
});
