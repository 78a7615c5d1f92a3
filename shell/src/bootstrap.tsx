import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { StoreThemeProvider } from '@storefront/shared';
import { routes } from './app/routes';
import { registerParcelLoader, versionFromPublicPath } from '@storefront/shared';
import { forgetFailedSlice, loadParcel, registerSlices, sliceVersion } from './composition/remotes';
import { startTelemetry } from './composition/telemetry';

registerSlices();
const shellVersion = versionFromPublicPath(__webpack_public_path__);
const telemetry = startTelemetry((frontend) =>
  frontend === 'shell' ? shellVersion : sliceVersion(frontend),
);
registerParcelLoader({
  load: loadParcel,
  forget: forgetFailedSlice,
  report: telemetry.report,
  // An overridden slice runs other code than the release the gateway rendered with.
  hydratable: (slice) => sliceVersion(slice) !== undefined,
});

const router = createBrowserRouter(routes);
// Every route the shopper sees is a page view, the first load and each client-side navigation.
telemetry.pageView();
let lastPath = router.state.location.pathname;
router.subscribe(({ location }) => {
  if (location.pathname === lastPath) return;
  lastPath = location.pathname;
  telemetry.pageView();
});
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
