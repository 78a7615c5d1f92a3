// The card's text block and its placeholder reserve the same height (listing-paging.spec measures
// it in a browser): every card draws CARD_INFO.lines lines, with or without its colour count.
import { createFakeApi, type FakeApi } from '@storefront/shared/testing';
import { product } from '../../testing/fixtures';
import { renderWithStore } from '../../testing/render';
import { CARD_INFO, CARD_INFO_HEIGHT, SKELETON_INFO_HEIGHT } from './card-size';
import { ColourCount } from './components/colour-count';
import { ProductCard } from './components/product-card';

let server: FakeApi;
beforeEach(() => {
  server = createFakeApi({ products: [] });
});
afterEach(() => server.restore());

const textLines = (colourCount: number) => {
  const { unmount } = renderWithStore(<ProductCard product={product({ productId: 7, colourCount })} />);
  const info = document.querySelector('[data-testid="product-colour"]')!.parentElement!;
  const lines = info.children.length;
  unmount();
  return lines;
};

describe('card size', () => {
  it('draws the same lines on every card, with or without "3 colours", and reserves them all', () => {
    expect(textLines(3)).toBe(CARD_INFO.lines);
    expect(textLines(1)).toBe(CARD_INFO.lines);
    // Name, colour, colour count, price: 8px padding, four 20px lines, three 2px gaps.
    expect(CARD_INFO_HEIGHT).toBe(8 + 4 * 20 + 3 * 2);
    // The placeholder pads the shared skeleton's block up to the card's.
    expect(CARD_INFO_HEIGHT - SKELETON_INFO_HEIGHT).toBe(50);
  });

  it('keeps the colour-count line one line tall when it is empty', () => {
    const { container } = renderWithStore(<ColourCount count={1} />);
    const line = container.firstElementChild!;
    expect(line).toHaveAttribute('aria-hidden', 'true');
    expect(line).toBeEmptyDOMElement();
    expect(getComputedStyle(line).minHeight).toBe(`${CARD_INFO.lineHeight}px`);
  });
});
