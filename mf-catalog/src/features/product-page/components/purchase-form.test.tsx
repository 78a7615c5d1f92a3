import { fireEvent, screen } from '@testing-library/react';
import { events, signIn, signOut } from '@storefront/shared';
import { createFakeApi, type FakeApi } from '@storefront/shared/testing';
import { product } from '../../../testing/fixtures';
import { renderWithStore } from '../../../testing/render';
import { ProductPage } from './product-page';

let server: FakeApi;
beforeEach(() => {
  events.reset();
  signOut();
  server = createFakeApi({ products: [product({ productId: 9, name: 'Forge Hoodie' })] });
});
afterEach(() => {
  server.restore();
  jest.restoreAllMocks();
});

describe('the product form (ADD TO CART without the script)', () => {
  it('is a POST to /cart/add with the productId and the size radio group inside it', async () => {
    renderWithStore(<ProductPage gender="men" productId="9" />);
    const add = await screen.findByRole('button', { name: 'ADD TO CART' });
    const form = screen.getByTestId('product-form') as HTMLFormElement;
    expect(form.tagName).toBe('FORM');
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/cart/add');
    expect(add).toHaveAttribute('type', 'submit');
    expect(form).toContainElement(add);
    fireEvent.click(screen.getByRole('radio', { name: 'M, Medium' }));
    // What the browser would post.
    expect([...new FormData(form).entries()]).toEqual([
      ['productId', '9'],
      ['size', 'medium'],
    ]);
  });

  it('with the script, ADD TO CART asks the cart and the form never posts', async () => {
    signIn({ userName: 'ada', email: 'ada@example.com' });
    const emit = jest.spyOn(events, 'emit');
    renderWithStore(<ProductPage gender="men" productId="9" />);
    fireEvent.click(await screen.findByRole('radio', { name: 'S, Small' }));
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    screen.getByTestId('product-form').dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(emit).toHaveBeenCalledWith('catalog:add-to-cart-requested', { productId: 9, size: 'small' });
  });

  it("says 'Please select a size' when the server sent the shopper back with ?error=size", async () => {
    renderWithStore(<ProductPage gender="men" productId="9" />, { path: '/men/products/9?error=size' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Please select a size');
    fireEvent.click(screen.getByRole('radio', { name: 'M, Medium' }));
    expect(screen.queryByText('Please select a size')).toBeNull();
  });

  it.each([
    ['stock', 'That size has just sold out. Please choose another size.'],
    ['full', 'Your bag is full. Remove an item from your bag to add this one.'],
  ])('says why a post came back with ?error=%s', async (error, sentence) => {
    renderWithStore(<ProductPage gender="men" productId="9" />, { path: `/men/products/9?error=${error}` });
    expect(await screen.findByRole('alert')).toHaveTextContent(sentence);
  });

  it('says nothing about the size otherwise', async () => {
    renderWithStore(<ProductPage gender="men" productId="9" />, { path: '/men/products/9?error=other' });
    await screen.findByRole('button', { name: 'ADD TO CART' });
    expect(screen.queryByText('Please select a size')).toBeNull();
  });
});
