// The server build check (README, Server rendering): before a version goes live its server build
// is evaluated afresh with only the provided modules and rendered, with the API answering nothing.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FragmentProps } from '@storefront/shared/contracts/fragments';
import {
  LoadError,
  isRenderedRoot,
  type FrameRender,
  type LoadContext,
  type SliceFragments,
} from '@storefront/shared/server';
import { withTimeout } from '@storefront/shared/runtime/with-timeout';
import type { FrontendName } from '../paths.js';
import { exposesOf, type ReleaseInfo } from './release-info.js';

/**
 * Props for the exposes that cannot render without them (FragmentProps), the least each needs;
 * every other expose renders with none.
 */
const SAMPLE_PROPS: { [S in keyof FragmentProps]?: { [E in keyof FragmentProps[S]]?: FragmentProps[S][E] } } =
  {
    'mf-catalog': {
      ListingPage: { gender: 'men' },
      ProductPage: { gender: 'men', productId: '1' },
      ProductCarousel: { source: 'new', title: 'New' },
      ProductStrip: { products: [], loading: false },
      ProductBrowser: { source: { kind: 'listing', gender: 'men' }, groups: [] },
      ProductPicture: { productId: 1, size: 80, alt: '' },
    },
  };

/** A check render that has not answered by then is refused as a hang. */
const CHECK_RENDER_MS = 5_000;

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A check render, or its refusal as a hang once CHECK_RENDER_MS have passed. */
const checkRender = <T>(render: Promise<T>): Promise<T> =>
  withTimeout(render, CHECK_RENDER_MS, () => new Error(`no answer within ${CHECK_RENDER_MS / 1000} s`));
/**
 * The server build loads in a fresh evaluation with only the provided modules, and renders: the
 * shell's /home, every expose of a slice (with sample props where it needs some), the API
 * answering nothing, as when it is down. A build that throws or hangs would leave every page
 * without that slice's HTML (or the shell's, without any): refused.
 */
export async function checkServerBuild(
  name: FrontendName,
  version: string,
  folder: string,
  info: ReleaseInfo,
  problems: string[],
  notes: string[] | undefined,
): Promise<void> {
  if (info.server === undefined) {
    notes?.push(`${name} ${version} has no server build (an older build): its pages render in the browser`);
    return;
  }
  const exports = await loadForCheck(name, version, folder, info, problems);
  if (!exports) return;
  if (name === 'shell') await checkFrameRender(exports.render as FrameRender, problems);
  else {
    const fragments = exports.fragments as SliceFragments;
    await checkFragmentRenders(name, version, fragments, exposesOf(info), problems, notes);
  }
}

/** The build's exports from a fresh evaluation; null (the problem noted) when they are none. */
async function loadForCheck(
  name: FrontendName,
  version: string,
  folder: string,
  info: ReleaseInfo,
  problems: string[],
): Promise<{ render?: unknown; fragments?: unknown } | null> {
  // Loaded only here: the other commands never start React.
  const { SERVER_BUILD_FILE, evaluateServerBuild, serverExportsError } =
    await import('../ssr/server-builds.js');
  if (info.server !== SERVER_BUILD_FILE) {
    problems.push(
      `release.json names the server build ${info.server}, but the gateway renders ${SERVER_BUILD_FILE}`,
    );
    return null;
  }
  const file = join(folder, SERVER_BUILD_FILE);
  if (!existsSync(file)) {
    if (!(info.files ?? []).includes(SERVER_BUILD_FILE))
      problems.push(`the folder is incomplete: ${SERVER_BUILD_FILE} is missing`);
    return null;
  }
  let exports: unknown;
  try {
    const base = `/releases/${name}/${encodeURIComponent(version)}/`;
    exports = evaluateServerBuild(await readFile(file, 'utf8'), file, base);
  } catch (error) {
    problems.push(`${SERVER_BUILD_FILE} does not load: ${reason(error)}`);
    return null;
  }
  const error = serverExportsError(name, exports);
  if (error) {
    problems.push(`${SERVER_BUILD_FILE}: ${error}`);
    return null;
  }
  return exports as { render?: unknown; fragments?: unknown };
}

async function checkFrameRender(render: FrameRender, problems: string[]) {
  try {
    const frame = await checkRender(Promise.resolve().then(() => render('/home')));
    // As the page route takes it (ssr/compose.ts): anything less would leave every page without it.
    if (!isRenderedRoot(frame)) throw new Error('it answered no frame');
  } catch (error) {
    problems.push(`the server build does not render /home: ${reason(error)}`);
  }
}

/** The API answering nothing, as when it is down: every GET fails as the gateway's would. */
const API_DOWN: LoadContext = {
  url: '/home',
  get: () => Promise.reject(new LoadError(null, 'the API is not asked during the check')),
};

/**
 * One expose: its load (a LoadError from the API is no fault of the build), then its render from
 * what the load answered, as the gateway would, or from nothing, as a later mount in the browser.
 */
async function checkFragment(fragment: SliceFragments[string], props: Record<string, unknown>) {
  const data = await fragment.load(props, API_DOWN).catch((error: unknown) => {
    if (error instanceof LoadError) return undefined;
    throw error;
  });
  const root = fragment.render(props, data, { url: '/home', slotKey: 'check' });
  if (!isRenderedRoot(root)) throw new Error('it answered no HTML');
}

async function checkFragmentRenders(
  name: FrontendName,
  version: string,
  fragments: SliceFragments,
  exposes: string[],
  problems: string[],
  notes: string[] | undefined,
): Promise<void> {
  const samples = (SAMPLE_PROPS as Record<string, Record<string, object> | undefined>)[name] ?? {};
  // Side by side: a build that hangs costs the check budget once, not once per expose.
  const outcomes = await Promise.all(
    exposes.map(async (expose) => {
      const fragment = Object.prototype.hasOwnProperty.call(fragments, expose) ? fragments[expose] : null;
      // Said by its module (a typed flag): allowed, and noted.
      if (fragment?.browserOnly === true) return { expose, browserOnly: true, message: '' };
      try {
        if (typeof fragment?.load !== 'function' || typeof fragment.render !== 'function')
          throw new Error(`the build has no ${expose}`);
        const props = (samples[expose] ?? {}) as Record<string, unknown>;
        await checkRender(checkFragment(fragment, props));
        return null;
      } catch (error) {
        return { expose, browserOnly: false, message: reason(error) };
      }
    }),
  );
  for (const outcome of outcomes) {
    if (!outcome) continue;
    const { expose, message } = outcome;
    if (outcome.browserOnly) notes?.push(`${name} ${version}: ${expose} renders in the browser only`);
    else problems.push(`the server build does not render ${expose}: ${message}`);
  }
}
