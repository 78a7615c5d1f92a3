// The product page's colourways, details and reviews against the fake API: swatches link to each
// colour's own URL, details sit in collapsible sections, the average and count come from the
// product answer, the latest reviews are shown as text (never HTML), and WRITE A REVIEW appears only
// for a shopper allowed to write one (others read why).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { events, signIn, signOut } from '@storefront/shared';
import type { ProductWithStock, ReviewsPage } from '@storefront/shared';
import { createFakeApi, type FakeApi } from '@storefront/shared/testing';
import { product } from '../../../../testing/fixtures';
import { renderWithStore } from '../../../../testing/render';
import { ProductPage } from '../product-page';

const shown: ProductWithStock = {
  ...product({ productId: 9, name: 'Forge Hoodie', style: 'hoodies', color: 'blue', colourCount: 3 }),
  stock: [{ size: 'medium', available: 3 }],
  styleGroup: 'men-forge-hoodie',
  fit: 'Relaxed fit with dropped shoulders.',
  fabric: '80% cotton, 20% polyester.',
  care: 'Machine wash cold.',
  colourways: [
    { id: 9, color: 'blue', name: 'Forge Hoodie' },
    { id: 120, color: 'red', name: 'Forge Hoodie' },
    { id: 121, color: 'white', name: 'Forge Hoodie' },
  ],
  rating: { average: 4.5, count: 2 },
};
const page = (canReview: ReviewsPage['canReview']): ReviewsPage => ({
  average: 4.5,
  count: 2,
  nextCursor: null,
  canReview,
  reviews: [
    {
      rating: 5,
      title: '<b>Great</b>',
      body: '<img src=x onerror=alert(1)>',
      author: 'J.',
      createdAt: '2026-11-20T10:00:00.000Z',
    },
    { rating: 4, title: 'Warm', body: '', author: 'A.', createdAt: '2026-11-19T10:00:00.000Z' },
  ],
});

let server: FakeApi;
beforeEach(() => {
  events.reset();
  signOut();
  server = createFakeApi({ products: [product({ productId: 9 })] });
});
afterEach(() => server.restore());

const renderPage = () =>
  renderWithStore(<ProductPage gender="men" productId="9" data={{ product: shown, similar: [] }} />);

describe('the product page: colourways, details and reviews', () => {
  it('links a swatch per colour to its own product URL, the shown one marked', () => {
    renderPage();
    const swatches = screen.getAllByTestId('colour-swatch');
    expect(swatches.map((s) => s.getAttribute('href'))).toEqual([
      '/men/products/9',
      '/men/products/120',
      '/men/products/121',
    ]);
    expect(swatches[0]).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'red' })).toBeInTheDocument();
  });

  it('shows fit, fabric and care in collapsible sections, native <details> that work before the script', () => {
    renderPage();
    const summary = (name: string) => screen.getByText(name, { selector: 'summary' });
    expect(summary('SIZE & FIT').closest('details')).not.toHaveAttribute('open');
    expect(screen.getByText('Relaxed fit with dropped shoulders.')).not.toBeVisible();
    fireEvent.click(summary('SIZE & FIT'));
    expect(screen.getByText('Relaxed fit with dropped shoulders.')).toBeVisible();
    fireEvent.click(summary('FABRIC & CARE'));
    expect(screen.getByText('Machine wash cold.')).toBeVisible();
    // No button whose work is a script: the browser opens and closes them.
    expect(screen.queryByRole('button', { name: /SIZE & FIT|FABRIC & CARE/ })).toBeNull();
  });

  it('shows the average from the product answer, then the latest reviews as text; signed out, a log-in prompt', async () => {
    server.answer('GET', '/api/products/:productId/reviews', () => ({ status: 200, data: page('sign-in') }));
    renderPage();
    const section = screen.getByTestId('product-reviews');
    expect(within(section).getByRole('img', { name: '4.5 out of 5 stars' })).toBeInTheDocument();
    expect(section).toHaveTextContent('4.5 out of 5 · 2 reviews');
    expect(await within(section).findByRole('heading', { name: '<b>Great</b>' })).toBeInTheDocument();
    expect(section.querySelector('img')).toBeNull();
    expect(within(section).getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByText('WRITE A REVIEW')).toBeNull();
  });

  it('says why a signed-in shopper who did not order it cannot review', async () => {
    signIn({ id: 1, userName: 'gymrat', email: 'gymrat@example.com' });
    renderPage();
    expect(
      await screen.findByText('Only shoppers who ordered this product can review it.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('WRITE A REVIEW')).toBeNull();
  });

  it('lets a shopper who ordered it write a review, and shows it', async () => {
    signIn({ id: 1, userName: 'gymrat', email: 'gymrat@example.com' });
    server.answer('GET', '/api/products/:productId/reviews', () => ({
      status: 200,
      data: { ...page('yes'), reviews: [] },
    }));
    const sent: unknown[] = [];
    server.answer('POST', '/api/products/:productId/reviews', (request) => {
      sent.push(request.body);
      return { status: 201, data: page('reviewed') };
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'WRITE A REVIEW' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'SUBMIT REVIEW' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose a rating');
    fireEvent.click(screen.getByLabelText('4 stars'));
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: ' Warm ' } });
    fireEvent.change(screen.getByLabelText('Your review'), { target: { value: 'Cosy.' } });
    fireEvent.click(screen.getByRole('button', { name: 'SUBMIT REVIEW' }));
    await waitFor(() =>
      expect(screen.getByText('Thanks for your review of this product.')).toBeInTheDocument(),
    );
    expect(sent).toEqual([{ rating: 4, title: 'Warm', body: 'Cosy.' }]);
    expect(screen.queryByRole('heading', { name: 'WRITE A REVIEW' })).toBeNull();
  });
});
