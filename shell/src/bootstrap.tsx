import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './app/routes';
import {
  StoreThemeProvider,
  hydrateInTransition,
  registerParcelLoader,
  versionFromPublicPath,
} from '@storefront/shared';
import { forgetFailedSlice, loadParcel, registerSlices, sliceVersion } from './composition/remotes';
import { startTelemetry } from './composition/telemetry';
import { rememberBrandFont } from './frame/brand-font';

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

// Every route the shopper sees is a page view, the first load and each client-side navigation.
const pageView = () => telemetry.pageView();
const app = (
  <StrictMode>
    <StoreThemeProvider>
      <BrowserRouter>
        <AppRoutes onPageView={pageView} />
      </BrowserRouter>
    </StoreThemeProvider>
  </StrictMode>
);

const container = document.getElementById('root')!;
if (container.hasChildNodes()) hydrateInTransition(container, app);
else createRoot(container).render(app);
// This script runs once the page has been shown (src/index.html): the typeface is fetched now, for
// the next page, never ahead of this page's images.
rememberBrandFont();
