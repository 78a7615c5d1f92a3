import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { StoreThemeProvider } from '@storefront/shared';

/** Parcels wrap themselves in the store theme; components under test need the same. */
export const renderThemed = (ui: ReactElement) => render(<StoreThemeProvider>{ui}</StoreThemeProvider>);
