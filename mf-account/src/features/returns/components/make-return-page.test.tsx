import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { api, publishLocation, signIn, type CheckoutSummary } from '@storefront/shared';
import { ADDRESS_FIXTURE } from '@storefront/shared/testing/fixtures';
import { fakeApiForEachTest } from '../../../testing/fake-api';
import { renderInStore, storeTestSetup } from '../../../testing/render';
import { MakeReturnPage, NOTHING_TO_RETURN } from './make-return-page';

storeTestSetup('/account/returns/new');
// The machine running the suite is shared: a form filled by simulated keys takes a few seconds.
jest.setTimeout(20_000);
const fake = fakeApiForEachTest();

let keys = 0;
/** Places an order of the fake's catalogue (1: Power Tee at full price; 2: Flex Hoodie in the sale), today. */
async function placeOrder(lines: [number, number][]) {
  fake().cart = lines.map(([productId, quantity]) => fake().line(productId, 'medium', quantity));
  const { data: summary } = await api.get<CheckoutSummary>('/api/orders/summary');
  await api.post('/api/orders/', {
    idempotencyKey: `returns-${keys++}`,
    cartVersion: summary.cartVersion,
    address: ADDRESS_FIXTURE,
    deliveryMethod: 'standard',
    paymentMethod: 'pay-on-delivery',
  });
  const now = new Date().toISOString();
  fake().state.orders = fake().state.orders.map((o) => ({
    ...o,
    createdAt: now,
    estimatedDelivery: now.slice(0, 10),
  }));
}

describe('MakeReturnPage', () => {
  it('signed out, invites to log in and asks the store nothing', () => {
    fake().signOut();
    renderInStore(<MakeReturnPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'MAKE A RETURN' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'LOG IN TO MAKE A RETURN' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'LOG IN' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'CREATE ACCOUNT' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'returns policy' })).toHaveAttribute('href', '/returns-policy');
    expect(fake().calls).toHaveLength(0);
  });

  it('returns a line by keyboard and shows the RMA number and what to do next', async () => {
    await placeOrder([
      [1, 2],
      [2, 1],
    ]);
    signIn({ userName: 'alice', email: 'alice@example.test' });
    const { user } = renderInStore(<MakeReturnPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your orders');
    const tee = await screen.findByRole('radio', { name: /Power Tee · size M/ });
    expect(tee).toBeChecked();
    expect(screen.getByRole('radio', { name: /Flex Hoodie.*Final sale: not returnable/ })).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Quantity'), '2');
    await user.selectOptions(screen.getByLabelText('Reason'), 'too-small');
    fireEvent.change(screen.getByLabelText(/Anything else/), { target: { value: 'Runs small' } });
    screen.getByRole('button', { name: 'REQUEST RETURN' }).focus();
    await user.keyboard('{Enter}');
    const confirmed = await screen.findByRole('heading', { name: 'RETURN REQUESTED' });
    expect(confirmed).toHaveFocus();
    expect(screen.getByTestId('rma-number')).toHaveTextContent('RMA-000001');
    expect(screen.getByText('2 x Power Tee (size M)')).toBeInTheDocument();
    expect(screen.getByText(/Write your return number RMA-000001/)).toBeInTheDocument();
    expect(fake().callsTo('POST', '/api/returns')[0].body).toEqual({
      orderId: 1,
      productId: 1,
      size: 'medium',
      quantity: 2,
      reason: 'too-small',
      note: 'Runs small',
    });
    // Another return: the Tee's units are all in a return now, so nothing is choosable.
    await user.click(screen.getByRole('button', { name: 'RETURN ANOTHER ITEM' }));
    expect(await screen.findByRole('radio', { name: /Power Tee.*Already being returned/ })).toBeDisabled();
  });

  it('asks for a reason before sending, and shows the store’s refusal', async () => {
    await placeOrder([[1, 1]]);
    signIn({ userName: 'alice', email: 'alice@example.test' });
    const { user } = renderInStore(<MakeReturnPage />);
    await screen.findByRole('radio', { name: /Power Tee/ });
    await user.click(screen.getByRole('button', { name: 'REQUEST RETURN' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose why you are returning it');
    fake().failNext('POST', 409, {
      message: 'Every Power Tee (size M) of order SF-000001 is already being returned',
    });
    await user.selectOptions(screen.getByLabelText('Reason'), 'faulty');
    await user.click(screen.getByRole('button', { name: 'REQUEST RETURN' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('already being returned'));
  });

  it('says there is nothing to return when no order was delivered in the last 30 days', async () => {
    await placeOrder([[1, 1]]);
    fake().state.orders = fake().state.orders.map((o) => ({
      ...o,
      createdAt: '2020-01-01T00:00:00.000Z',
      estimatedDelivery: '2020-01-05',
    }));
    signIn({ userName: 'alice', email: 'alice@example.test' });
    renderInStore(<MakeReturnPage />);
    expect(await screen.findByText(new RegExp(NOTHING_TO_RETURN))).toBeInTheDocument();
  });

  it('a failed load says so and TRY AGAIN loads again', async () => {
    await placeOrder([[1, 1]]);
    signIn({ userName: 'alice', email: 'alice@example.test' });
    fake().failNext('GET', 'network', undefined, '/api/returns/returnable');
    const { user } = renderInStore(<MakeReturnPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not reach the store');
    await user.click(within(alert).getByRole('button', { name: 'TRY AGAIN' }));
    expect(await screen.findByRole('radio', { name: /Power Tee/ })).toBeInTheDocument();
  });

  it('?order= shows that order only', async () => {
    await placeOrder([[1, 1]]);
    await placeOrder([[15, 1]]);
    act(() => publishLocation('/account/returns/new', '?order=1'));
    signIn({ userName: 'alice', email: 'alice@example.test' });
    renderInStore(<MakeReturnPage />);
    expect(await screen.findByRole('radio', { name: /Power Tee/ })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Studio Leggings/ })).toBeNull();
    expect(screen.getByText(/Showing order SF-000001/)).toBeInTheDocument();
    expect(fake().callsTo('GET', '/api/returns/returnable')[0].params).toEqual({ orderId: 1 });
  });
});
