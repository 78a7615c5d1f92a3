import { act, fireEvent, screen } from '@testing-library/react';
import { AxiosError, AxiosHeaders } from 'axios';
import { api, authStore, signIn } from '@storefront/shared';
import { renderInStore, storeTestSetup } from '../../../testing/render';
import { SettingsPage } from './settings-page';

const navigate = storeTestSetup();
afterEach(() => jest.restoreAllMocks());

const refusal = (status: number, message: string) =>
  new AxiosError('refused', 'ERR_BAD_REQUEST', undefined, undefined, {
    status,
    statusText: '',
    headers: {},
    config: { headers: new AxiosHeaders() },
    data: { message },
  });
const type = (label: string, value: string, index = 0) =>
  fireEvent.change(screen.getAllByLabelText(label)[index], { target: { value } });
const press = async (name: string) => {
  await act(async () => fireEvent.click(screen.getByRole('button', { name })));
};

describe('SettingsPage', () => {
  beforeEach(() => signIn({ userName: 'alice', email: 'alice@example.test' }));

  it('changes the password with the current one and says so', async () => {
    const post = jest
      .spyOn(api, 'post')
      .mockResolvedValue({ data: { message: 'Your password has been changed.' } });
    renderInStore(<SettingsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'ACCOUNT SETTINGS' })).toBeInTheDocument();
    type('Current password', 'Secret1!x');
    type('New password', 'Newer2@yy');
    await press('CHANGE PASSWORD');
    expect(post).toHaveBeenCalledWith(
      '/api/account-settings/password',
      { currentPassword: 'Secret1!x', newPassword: 'Newer2@yy' },
      { authRedirect: false },
    );
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('Your password has been changed.');
  });

  it('refuses a new password off the rule before asking the store', async () => {
    const post = jest.spyOn(api, 'post');
    renderInStore(<SettingsPage />);
    type('Current password', 'Secret1!x');
    type('New password', 'short');
    await press('CHANGE PASSWORD');
    expect(post).not.toHaveBeenCalled();
    expect(screen.getAllByRole('alert')[0]).not.toBeEmptyDOMElement();
  });

  it('changes the e-mail address and keeps the new one in the signed-in state', async () => {
    jest.spyOn(api, 'post').mockResolvedValue({
      data: { id: 1, userName: 'alice', email: 'new@example.test', emailVerified: false },
    });
    renderInStore(<SettingsPage />);
    type('New e-mail address', 'new@example.test');
    type('Current password', 'Secret1!x', 1);
    await press('CHANGE E-MAIL');
    expect(authStore.getState().user?.email).toBe('new@example.test');
    expect(screen.getByText(/now new@example.test/)).toBeInTheDocument();
  });

  it('deletes the account only after the confirmation, then signs out and goes home', async () => {
    const post = jest
      .spyOn(api, 'post')
      .mockRejectedValueOnce(refusal(401, 'Your current password is not correct'))
      .mockResolvedValueOnce({ data: { message: 'Your account has been deleted.' } });
    renderInStore(<SettingsPage />);
    await press('DELETE MY ACCOUNT');
    expect(post).not.toHaveBeenCalled();
    expect(screen.getByText('Are you sure?')).toBeInTheDocument();
    type('Current password', 'Wrong1!xx', 2);
    await press('YES, DELETE MY ACCOUNT');
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain(
      'Your current password is not correct',
    );
    expect(authStore.getState().isLoggedIn).toBe(true);
    type('Current password', 'Secret1!x', 2);
    await press('YES, DELETE MY ACCOUNT');
    expect(post).toHaveBeenLastCalledWith(
      '/api/account-settings/delete',
      { currentPassword: 'Secret1!x' },
      { authRedirect: false },
    );
    expect(authStore.getState().isLoggedIn).toBe(false);
    expect(navigate.mock.calls.map((call) => call[0])).toContain('/home');
  });

  it('CANCEL takes the confirmation back', async () => {
    renderInStore(<SettingsPage />);
    await press('DELETE MY ACCOUNT');
    await press('CANCEL');
    expect(screen.queryByText('Are you sure?')).toBeNull();
  });
});
