import { screen, waitFor, within } from '@testing-library/react';
import { signIn } from '@storefront/shared';
import type { RemoteParcelProps } from '@storefront/shared';
import { fakeApiForEachTest } from '../../../testing/fake-api';
import { renderInStore, storeTestSetup } from '../../../testing/render';
import { AccountPage } from './account-page';

jest.mock('@storefront/shared', () => ({
  ...jest.requireActual('@storefront/shared'),
  RemoteParcel: ({ slice, expose }: RemoteParcelProps) => <div data-parcel={`${slice}/${expose}`} />,
}));

storeTestSetup();
const HOME = {
  id: 7,
  name: 'Alice Home',
  street: '1 Main Street',
  city: 'Springfield',
  postcode: 'AB1 2CD',
  country: 'United Kingdom',
  phone: '',
};
const fake = fakeApiForEachTest({ addresses: [HOME] });

describe('ADDRESS BOOK', () => {
  it('lists and counts the saved addresses, adds, edits and removes one', async () => {
    signIn({ userName: 'gymrat', email: 'gym@rat.io' });
    const { user } = renderInStore(<AccountPage />);
    const heading = screen.getByRole('heading', { name: /ADDRESS BOOK/ });
    await waitFor(() => expect(heading).toHaveTextContent('1'));
    const list = screen.getByRole('list', { name: 'Saved addresses' });
    expect(within(list).getByText(/1 Main Street/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'ADD AN ADDRESS' }));
    const form = screen.getByRole('form', { name: 'New address' });
    await user.click(within(form).getByRole('button', { name: 'SAVE ADDRESS' }));
    expect(within(form).getByText('Full name is required')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Full name'), 'Alice Work');
    await user.type(within(form).getByLabelText('Street and number'), '5 Office Park');
    await user.type(within(form).getByLabelText('City'), 'Leeds');
    await user.type(within(form).getByLabelText('Postcode'), 'LS1 1AA');
    await user.selectOptions(within(form).getByLabelText('Country'), 'Ireland');
    await user.click(within(form).getByRole('button', { name: 'SAVE ADDRESS' }));
    await waitFor(() => expect(heading).toHaveTextContent('2'));
    expect(fake().state.addresses.map((a) => a.street)).toEqual(['1 Main Street', '5 Office Park']);

    await user.click(screen.getByRole('button', { name: 'Edit Alice Home, 1 Main Street' }));
    const edit = screen.getByRole('form', { name: 'Edit address' });
    await user.clear(within(edit).getByLabelText('City'));
    await user.type(within(edit).getByLabelText('City'), 'Shelbyville');
    await user.click(within(edit).getByRole('button', { name: 'SAVE ADDRESS' }));
    await waitFor(() => expect(fake().state.addresses[0].city).toBe('Shelbyville'));

    await user.click(screen.getByRole('button', { name: 'Remove Alice Work, 5 Office Park' }));
    await waitFor(() => expect(heading).toHaveTextContent('1'));
    expect(fake().state.addresses.map((a) => a.id)).toEqual([7]);
  }, 30_000);
});
