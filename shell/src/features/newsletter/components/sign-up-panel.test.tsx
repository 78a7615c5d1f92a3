import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { StoreThemeProvider, api } from '@storefront/shared';
import { SignUpPanel } from './sign-up-panel';

const renderAt = (url: string) =>
  render(
    <StoreThemeProvider>
      <MemoryRouter initialEntries={[url]}>
        <SignUpPanel />
      </MemoryRouter>
    </StoreThemeProvider>,
  );

afterEach(() => jest.restoreAllMocks());

describe('SignUpPanel', () => {
  it('subscribes the address and says to check the inbox', async () => {
    const post = jest.spyOn(api, 'post').mockResolvedValue({ data: { message: 'Check your inbox.' } });
    renderAt('/email-sign-up');
    fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: 'ann@example.test' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'SIGN UP' })));
    expect(post).toHaveBeenCalledWith(
      '/api/newsletter/subscribe',
      { email: 'ann@example.test' },
      { authRedirect: false },
    );
    expect(screen.getByRole('status')).toHaveTextContent('Check your inbox.');
    expect(screen.queryByRole('button', { name: 'SIGN UP' })).toBeNull();
  });

  it('says what is wrong with an address before sending anything', async () => {
    const post = jest.spyOn(api, 'post');
    renderAt('/email-sign-up');
    fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: 'nobody' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'SIGN UP' })));
    expect(post).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid e-mail address');
  });

  it('confirms from the mailed link only when CONFIRM is pressed, and shows a refusal', async () => {
    const post = jest
      .spyOn(api, 'post')
      .mockRejectedValue(Object.assign(new Error('400'), { isAxiosError: true }));
    renderAt('/email-sign-up?token=abc_DEF-123456789012345');
    expect(post).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'CONFIRM' })));
    expect(post).toHaveBeenCalledWith(
      '/api/newsletter/confirm',
      { token: 'abc_DEF-123456789012345' },
      { authRedirect: false },
    );
    expect(screen.getByRole('alert')).toHaveTextContent(/could not reach the store/);
  });
});
