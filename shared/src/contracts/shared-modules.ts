// The one list of the modules one copy of which serves every frontend: shared-modules.json, read
// by the TypeScript code here and by the plain-JavaScript tooling (tooling/webpack.cjs: the
// browser's share scope; tooling/server-build.mjs: the server builds' externals), and for the
// gateway, which provides those externals to every server build. Adding a library is one edit.
import modules from './shared-modules.json';

export interface SharedModule {
  /**
   * One instance per page in the browser: a Module Federation singleton, whichever frontend
   * loads first (docs/architecture.md#singletons). Otherwise each frontend bundles what it uses.
   */
  singleton: boolean;
  /**
   * Its subpaths (`react/jsx-runtime`, `react-dom/client`, `zustand/vanilla`) are the same
   * package: shared with it in the browser (a `name/` prefix key; without it `react-dom/client`
   * loads twice) and external with it on the server (`name/*`).
   */
  subpaths: boolean;
  /**
   * false: the subpaths are external on the server but bundled in the browser. Only for
   * @storefront/shared, whose `runtime/` runs before the share scope exists (each container
   * bundles its own copy) and whose `testing` and `server` entries never reach a browser.
   */
  browserSubpaths?: boolean;
  /**
   * The subpaths server builds require, which the gateway loads up front and provides (its
   * sandboxed require refuses any other): only of a module with `subpaths`.
   */
  serverSubpaths?: readonly string[];
}

/**
 * Every module the gateway provides to server builds (it gives them its own copy, so one renders
 * every fragment, as the singletons do in the browser), and which of them the browser shares.
 */
export const SHARED_MODULES: Readonly<Record<string, SharedModule>> = modules;
