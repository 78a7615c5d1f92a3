// One page, rendered on the server from the active releases (docs/architecture.md#server-rendering):
// the shell's frame, then every slot's fragment from its slice's server build (its data loaded,
// then one render), in parallel, nested slots as they appear, all under one deadline. A slice that is missing, throws or is
// late leaves its slot's marker empty: the slot keeps its reserved size and the browser mounts
// it as before, so one slice fails alone and never holds the page past the budget. The slots are
// rendered by render-slots.ts; this file renders the frame and fills the slots in.
import type {
  FragmentHead,
  FrameRender,
  HeadContext,
  PageData,
  RenderedFrame,
  SlotRequest,
} from '@storefront/shared/server';
import { slotMarker } from '@storefront/shared/server';
import { withTimeout } from '@storefront/shared/runtime/with-timeout';
import type { FrontendName } from '../paths.js';
import type { ActiveRelease } from '../release/active-releases.js';
import { createDataLoader, fragmentGet, type DataLoader } from './data-loader.js';
import { HEAD_BUDGET_MS, isRoot, message, renderSlots, type RenderedSlot } from './render-slots.js';
import { createServerBuilds, type ServerBuilds } from './server-builds.js';
import { dedupeStyleTags } from './styles.js';

export interface ComposedPage {
  /** The frame with every rendered fragment in its slot. */
  html: string;
  /** styled-components' style tags of every rendered root. */
  css: string;
  pageData: PageData;
  status: number;
  title: string;
  /** The route redirects: answer with this instead of a page. */
  redirect?: string;
  /** false when a fragment was late: worth rendering again rather than keeping. */
  complete: boolean;
  /** Renders of each root (`frame`, then slot keys): one each, said in the page's Server-Timing. */
  renders: Map<string, number>;
  /** The heads of the frame's own fragments, in page order (the page's fragment says its head). */
  heads: ((context: HeadContext) => FragmentHead | null)[];
}

/**
 * Whether two renders of a page give the same page: the same HTML, styles, status, title and
 * inlined data. Its fragments' heads are made from that data and their props (the frame's, for
 * the same URL), so they say the same too.
 */
export function sameComposedPage(a: ComposedPage, b: ComposedPage): boolean {
  return (
    a.html === b.html &&
    a.css === b.css &&
    a.status === b.status &&
    a.title === b.title &&
    a.redirect === b.redirect &&
    a.complete === b.complete &&
    JSON.stringify(a.pageData) === JSON.stringify(b.pageData)
  );
}

export interface ComposeOptions {
  apiUrl: string;
  /** The slots' deadline from the moment they start (ms); the frame gets as long again. */
  budgetMs: number;
  builds?: ServerBuilds;
  loader?: DataLoader;
  log?: (message: string) => void;
}

let defaults: { builds: ServerBuilds; loaders: Map<string, DataLoader> } | null = null;

function defaultBuilds(): ServerBuilds {
  defaults ??= { builds: createServerBuilds(), loaders: new Map() };
  return defaults.builds;
}

function defaultLoader(apiUrl: string, budgetMs: number): DataLoader {
  defaults ??= { builds: createServerBuilds(), loaders: new Map() };
  let loader = defaults.loaders.get(apiUrl);
  if (!loader)
    defaults.loaders.set(
      apiUrl,
      (loader = createDataLoader({ apiUrl, timeoutMs: Math.max(budgetMs, HEAD_BUDGET_MS) })),
    );
  return loader;
}

/** The frame's own redirect target, only when it stays on this site. */
const sameSiteRedirect = (location: unknown): string | null =>
  typeof location === 'string' &&
  location.startsWith('/') &&
  !location.startsWith('//') &&
  !location.includes('\\')
    ? location
    : null;

/** The shell's frame, or null (said in the log) when it throws, is late or answers no frame. */
async function renderFrame(
  render: FrameRender,
  shellVersion: string,
  url: string,
  budgetMs: number,
  log: (message: string) => void,
): Promise<RenderedFrame | null> {
  try {
    const frame = await withTimeout(
      Promise.resolve().then(() => render(url)),
      budgetMs,
      () => new Error(`the shell did not answer within ${budgetMs} ms`),
    );
    if (!isRoot(frame) || typeof frame.status !== 'number' || typeof frame.title !== 'string')
      throw new Error('it answered no frame');
    return frame;
  } catch (error) {
    log(
      `shell ${shellVersion}: the server render failed, the page renders in the browser (${message(error)})`,
    );
    return null;
  }
}

/** The frame's HTML with every rendered root in its slot, their style tags, and the slots used. */
function fillSlots(frame: RenderedFrame, rendered: Map<string, RenderedSlot>) {
  const used: string[] = [];
  const css = new Set<string>([frame.css]);
  const fill = (html: string, slots: SlotRequest[], ancestors: Set<string>): string => {
    for (const slot of slots) {
      const root = ancestors.has(slot.key) ? undefined : rendered.get(slot.key)?.root;
      let inner = '';
      if (root) {
        inner = fill(root.html, root.slots, new Set(ancestors).add(slot.key));
        if (!used.includes(slot.key)) used.push(slot.key);
        css.add(root.css);
      }
      html = html.split(slotMarker(slot.key)).join(inner);
    }
    return html;
  };
  const html = fill(frame.html, frame.slots, new Set()).replace(/<!--sf-slot:[A-Za-z0-9_-]*-->/g, '');
  return { html, css: dedupeStyleTags([...css]), used };
}

/**
 * The page at `url` (path and query) rendered from `releases`, or null when the shell cannot
 * render it (no server build, it throws or is late): the caller serves the shell's page as before.
 */
export async function renderComposedPage(
  url: string,
  releases: Partial<Record<FrontendName, ActiveRelease>>,
  options: ComposeOptions,
): Promise<ComposedPage | null> {
  const { budgetMs } = options;
  const builds = options.builds ?? defaultBuilds();
  const loader = options.loader ?? defaultLoader(options.apiUrl, budgetMs);
  const log = options.log ?? ((m: string) => console.warn(m));
  const shell = releases.shell;
  if (!shell || budgetMs <= 0) return null;
  const shellBuild = await builds.get('shell', shell);
  if (shellBuild.status !== 'ready') return null;

  if (typeof shellBuild.render !== 'function') return null;
  const frame = await renderFrame(shellBuild.render, shell.version, url, budgetMs, log);
  if (!frame) return null;
  if (frame.redirect !== undefined) {
    const location = sameSiteRedirect(frame.redirect);
    if (location)
      return {
        complete: true,
        html: '',
        css: '',
        pageData: { data: {}, slots: [] },
        status: frame.status,
        title: '',
        redirect: location,
        renders: new Map([['frame', 1]]),
        heads: [],
      };
    log(`shell ${shell.version}: a redirect off the site was ignored`);
  }

  const context = { url, get: fragmentGet(loader) };
  const slots = await renderSlots(frame.slots, releases, builds, context, budgetMs, log);
  const { rendered } = slots;
  const { html, css, used } = fillSlots(frame, rendered);
  // Each rendered slot's data under its key: its parcel hydrates from it and fetches nothing.
  const data: Record<string, unknown> = {};
  for (const key of used) if (rendered.get(key)?.data !== undefined) data[key] = rendered.get(key)!.data;
  const heads = frame.slots.flatMap((slot) => {
    const own = rendered.get(slot.key);
    return own?.depth === 1 && used.includes(slot.key) ? [own.head] : [];
  });
  return {
    html,
    css,
    pageData: { data, slots: used },
    status: frame.status,
    title: frame.title,
    complete: !slots.late,
    renders: new Map([['frame', 1], ...slots.renders]),
    heads,
  };
}
