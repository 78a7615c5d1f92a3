// What the slice's component tests share: the store's theme around the component, a
// user-event session, and each test starting signed out with a recorded navigation.
import { StrictMode, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StoreThemeProvider, publishLocation, registerNavigate, signOut } from '@storefront/shared';

/** Renders inside the store's theme (and StrictMode when asked: effects run twice). */
export function renderInStore(ui: ReactElement, { strict = false } = {}) {
  const user = userEvent.setup();
  const themed = <StoreThemeProvider>{ui}</StoreThemeProvider>;
  return { user, ...render(strict ? <StrictMode>{themed}</StrictMode> : themed) };
}

/**
 * Registers, for every test of the file, a signed-out start on `path` (when given), a
 * recorded navigate, and mocks restored afterwards. Returns the recorded navigate.
 */
export function storeTestSetup(path?: string): jest.Mock {
  const navigate = jest.fn();
  beforeEach(() => {
    signOut();
    registerNavigate(navigate);
    if (path !== undefined) publishLocation(path, '');
  });
  afterEach(() => {
    registerNavigate(null);
    navigate.mockReset();
    jest.restoreAllMocks();
  });
  return navigate;
}
