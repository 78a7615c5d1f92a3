// Every route plugin, registered under the prefix its folder names: `routes/api/cart/` serves
// `/api/cart/...`. The list is written here rather than read from the disk because the API runs
// as one esbuild bundle; routes/routes.test.ts checks that it names every folder, and only those.
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { accountSettingsRoutes } from './api/account-settings';
import { cartRoutes } from './api/cart';
import { cartFormRoutes } from './forms/cart';
import { loginFormRoutes } from './forms/login';
import { signupFormRoutes } from './forms/signup';
import { wishlistFormRoutes } from './forms/wishlist';
import { healthRoutes } from './api/health';
import { newsletterRoutes } from './api/newsletter';
import { orderRoutes } from './api/orders';
import { productRoutes } from './api/products';
import { returnRoutes } from './api/returns';
import { telemetryRoutes } from './api/telemetry';
import { userRoutes } from './api/users';
import { wishlistRoutes } from './api/wishlist';
import { catalogRoutes } from './internal/catalog';
import { releaseHealthRoutes } from './internal/release-health';
import { releaseManifestRoutes } from './internal/release-manifest';
import { releasePageRoutes } from './internal/release-page';

/** Folder under routes/ (the URL prefix) and the plugin in its index.ts. */
export const ROUTE_FOLDERS: Record<string, FastifyPluginAsync> = {
  'api/account-settings': accountSettingsRoutes,
  'api/cart': cartRoutes,
  'api/health': healthRoutes,
  'api/newsletter': newsletterRoutes,
  'api/orders': orderRoutes,
  'api/products': productRoutes,
  'api/returns': returnRoutes,
  'api/telemetry': telemetryRoutes,
  'api/users': userRoutes,
  'api/wishlist': wishlistRoutes,
  'forms/cart': cartFormRoutes,
  'forms/login': loginFormRoutes,
  'forms/signup': signupFormRoutes,
  'forms/wishlist': wishlistFormRoutes,
  'internal/catalog': catalogRoutes,
  'internal/release-health': releaseHealthRoutes,
  'internal/release-manifest': releaseManifestRoutes,
  'internal/release-page': releasePageRoutes,
};

export async function registerRoutes(app: FastifyInstance): Promise<void> {
  for (const [folder, plugin] of Object.entries(ROUTE_FOLDERS)) {
    await app.register(plugin, { prefix: `/${folder}` });
  }
}
