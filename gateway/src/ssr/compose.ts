// One page, rendered on the server from the active releases (docs/architecture.md#server-rendering):
// the shell's frame, then every slot's fragment from its slice's server build, in parallel,
// nested slots as they appear, all under one deadline. A slice that is missing, throws or is
// late leaves its slot's marker empty: the slot keeps its reserved size and the browser mounts
// it as before, so one slice fails alone and never holds the page past the budget. The slots are
// rendered by render-slots.ts; this file renders the frame and fills the slots in.
import type {
  FrameRender,
  PageData,
  RenderContext,
  RenderedFrame,
  RenderedRoot,
  SlotRequest,
} from '@storefront/shared/server';
import { requestKey, slotMarker } from '@storefront/shared/server';
import { withTimeout } from '@storefront/shared/runtime/with-timeout';
import type { FrontendName } from '../paths.js';
import type { ActiveRelease } from '../release/active-releases.js';
import { createDataLoader, type DataLoader } from './data-loader.js';
import { isRoot, message, renderSlots } from './render-slots.js';
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
  if (!loader) defaults.loaders.set(apiUrl, (loader = createDataLoader({ apiUrl, timeoutMs: budgetMs })));
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

/** The render context of one page, and the data its roots asked for (each request loaded once). */
function pageContext(
  url: string,
  loader: DataLoader,
): { context: RenderContext; known: Map<string, unknown> } {
  // The page's data: what every root asked for, shared by all of them and inlined for the browser.
  const known = new Map<string, unknown>();
  const context: RenderContext = {
    url,
    known,
    async load(request) {
      const key = requestKey(request);
      if (known.has(key)) return true;
      const answer = await loader.get(request);
      if (answer.ok) known.set(key, answer.value);
      return answer.ok;
    },
  };
  return { context, known };
}

/** The shell's frame, or null (said in the log) when it throws, is late or answers no frame. */
async function renderFrame(
  render: FrameRender,
  shellVersion: string,
  url: string,
  context: RenderContext,
  budgetMs: number,
  log: (message: string) => void,
): Promise<RenderedFrame | null> {
  try {
    const frame = await withTimeout(
      render(url, context),
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
function fillSlots(frame: RenderedFrame, rendered: Map<string, RenderedRoot>) {
  const used: string[] = [];
  const css = new Set<string>([frame.css]);
  const fill = (html: string, slots: SlotRequest[], ancestors: Set<string>): string => {
    for (const slot of slots) {
      const root = ancestors.has(slot.key) ? undefined : rendered.get(slot.key);
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

  const { context, known } = pageContext(url, loader);
  const render = shellBuild.render as FrameRender;
  const frame = await renderFrame(render, shell.version, url, context, budgetMs, log);
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
      };
    log(`shell ${shell.version}: a redirect off the site was ignored`);
  }

  const { rendered, late } = await renderSlots(frame.slots, releases, builds, context, budgetMs, log);
  const { html, css, used } = fillSlots(frame, rendered);
  return {
    html,
    css,
    pageData: { data: Object.fromEntries(known), slots: used },
    status: frame.status,
    title: frame.title,
    complete: !late,
  };
}
