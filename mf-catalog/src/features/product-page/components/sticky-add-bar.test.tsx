import { act, fireEvent, screen, within } from '@testing-library/react';
import { events, signIn, signOut } from '@storefront/shared';
import { createFakeApi, type FakeApi } from '@storefront/shared/testing';
import { product } from '../../../testing/fixtures';
import { renderWithStore } from '../../../testing/render';
import { ProductPage } from './product-page';

// jsdom has no IntersectionObserver: this one reports what the test says about the element.
let observed: {
  element: Element;
  options?: IntersectionObserverInit;
  report: (entry: Partial<IntersectionObserverEntry>) => void;
}[] = [];
class FakeObserver {
  constructor(
    private readonly callback: IntersectionObserverCallback,
    private readonly options?: IntersectionObserverInit,
  ) {}
  observe(element: Element) {
    observed.push({
      options: this.options,
      element,
      report: (entry) => this.callback([entry as IntersectionObserverEntry], this as never),
    });
  }
  disconnect() {
    observed = [];
  }
}

const scrolled = (past: boolean) =>
  act(() =>
    observed[0].report({
      isIntersecting: !past,
      boundingClientRect: { bottom: past ? -20 : 300 } as DOMRectReadOnly,
    }),
  );

let server: FakeApi;
beforeEach(() => {
  events.reset();
  signOut();
  observed = [];
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
  server = createFakeApi({
    products: [product({ productId: 9, name: 'Forge Hoodie', price: 50, salePrice: 30 })],
  });
});
afterEach(() => {
  server.restore();
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  jest.restoreAllMocks();
});

describe('the sticky ADD TO CART bar', () => {
  it('appears only once the page’s ADD TO CART has scrolled up out of view', async () => {
    renderWithStore(<ProductPage gender="men" productId="9" />);
    const add = await screen.findByRole('button', { name: 'ADD TO CART' });
    expect(observed.map((o) => o.element)).toEqual([add]);
    // The root reaches far below the screen: a jump from above it to below it is reported.
    expect(observed[0].options?.rootMargin).toBe('0px 0px 100000px 0px');
    expect(screen.queryByTestId('sticky-add-bar')).toBeNull();
    // Below the fold (not yet reached) is not "scrolled away".
    act(() =>
      observed[0].report({ isIntersecting: false, boundingClientRect: { bottom: 900 } as DOMRectReadOnly }),
    );
    expect(screen.queryByTestId('sticky-add-bar')).toBeNull();
    scrolled(true);
    const bar = screen.getByRole('region', { name: 'Add to cart' });
    expect(bar).toHaveTextContent('Forge Hoodie');
    expect(bar).toHaveTextContent('$30.00');
    expect(bar).toHaveTextContent('Size: not chosen');
    // One ADD TO CART in the page while the real one is in view, never two.
    scrolled(false);
    expect(screen.queryByTestId('sticky-add-bar')).toBeNull();
    expect(screen.getAllByRole('button', { name: 'ADD TO CART' })).toHaveLength(1);
  });

  it('without a size takes the shopper to the sizes; with one it adds, as the page’s button does', async () => {
    signIn({ userName: 'ada', email: 'ada@example.com' });
    const emit = jest.spyOn(events, 'emit');
    renderWithStore(<ProductPage gender="men" productId="9" />);
    await screen.findByRole('button', { name: 'ADD TO CART' });
    scrolled(true);
    const bar = screen.getByTestId('sticky-add-bar');
    // jsdom does not scroll.
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    fireEvent.click(within(bar).getByRole('button', { name: 'SELECT A SIZE' }));
    const first = screen.getByRole('radio', { name: 'XS, Extra Small' });
    expect(first).toHaveFocus();
    expect(scrollIntoView.mock.contexts).toEqual([first]);

    fireEvent.click(screen.getByRole('radio', { name: 'M, Medium' }));
    expect(bar).toHaveTextContent('Size: M');
    const barAdd = within(bar).getByRole('button', { name: 'ADD TO CART' });
    expect(barAdd).toHaveAttribute('type', 'submit');
    expect(screen.getByTestId('product-form')).toContainElement(barAdd);
    fireEvent.click(barAdd);
    expect(emit).toHaveBeenCalledWith('catalog:add-to-cart-requested', { productId: 9, size: 'medium' });
  });
});
