import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { StoreThemeProvider } from '@storefront/shared';
import { routes } from './app/routes';
import { registerParcelLoader } from '@storefront/shared';
import { forgetFailedSlice, loadParcel, registerSlices } from './composition/remotes';

registerSlices();
registerParcelLoader({ load: loadParcel, forget: forgetFailedSlice });

const router = createBrowserRouter(routes);
const app = (
  <StrictMode>
    <StoreThemeProvider>
      <RouterProvider router={router} />
    </StoreThemeProvider>
  </StrictMode>
);

const container = document.getElementById('root')!;
if (container.hasChildNodes()) hydrateRoot(container, app);
else createRoot(container).render(app);
