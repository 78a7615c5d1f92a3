// One page, rendered on the server from the active releases (docs/architecture.md#server-rendering):
// the shell's frame, then every slot's fragment from its slice's server build, in parallel,
// nested slots as they appear, all under one deadline. A slice that is missing, throws or is
// late leaves its slot's marker empty: the slot keeps its reserved size and the browser mounts
// it as before, so one slice fails alone and never holds the page past the budget.
import type {
  FragmentRender,
  FrameRender,
  PageData,
  RenderContext,
  RenderedFrame,
  RenderedRoot,
  SlotRequest,
} from '@storefront/shared/server';
import { requestKey, slotMarker } from '@storefront/shared/server';
import { SLICES, type FrontendName } from '../paths.js';
import type { ActiveRelease } from '../release/active-releases.js';
import { createDataLoader, type DataLoader } from './data-loader.js';
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

/** A page cannot ask for more than this many fragments or nest them deeper. */
const MAX_SLOTS = 64;
const MAX_DEPTH = 4;

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

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Exposes whose slice renders them in the browser only (fragmentRenderer: "X has no server
 * render"), by slice@version: said once, not on every page.
 */
const browserOnly = new Set<string>();

const isRoot = (value: unknown): value is RenderedRoot => {
  const root = value as RenderedRoot | null;
  return (
    typeof root?.html === 'string' &&
    typeof root.css === 'string' &&
    Array.isArray(root.slots) &&
    root.slots.every(
      (slot) =>
        typeof slot?.key === 'string' &&
        /^[A-Za-z0-9_-]{1,64}$/.test(slot.key) &&
        typeof slot.slice === 'string' &&
        typeof slot.expose === 'string',
    )
  );
};

/** Resolves with `promise`, or rejects once `ms` have passed. */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** The frame's own redirect target, only when it stays on this site. */
const sameSiteRedirect = (location: unknown): string | null =>
  typeof location === 'string' &&
  location.startsWith('/') &&
  !location.startsWith('//') &&
  !location.includes('\\')
    ? location
    : null;

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

  let frame: RenderedFrame;
  try {
    frame = await within((shellBuild.render as FrameRender)(url, context), budgetMs, 'the shell');
    if (!isRoot(frame) || typeof frame.status !== 'number' || typeof frame.title !== 'string')
      throw new Error('it answered no frame');
  } catch (error) {
    log(
      `shell ${shell.version}: the server render failed, the page renders in the browser (${message(error)})`,
    );
    return null;
  }
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
  return {
    html,
    css: dedupeStyleTags([...css]),
    pageData: { data: Object.fromEntries(known), slots: used },
    status: frame.status,
    title: frame.title,
    complete: !late,
  };
}

/** Renders `slots` and the slots inside them until all are done or the budget is spent. */
function renderSlots(
  slots: SlotRequest[],
  releases: Partial<Record<FrontendName, ActiveRelease>>,
  builds: ServerBuilds,
  context: RenderContext,
  budgetMs: number,
  log: (message: string) => void,
): Promise<{ rendered: Map<string, RenderedRoot>; late: boolean }> {
  const rendered = new Map<string, RenderedRoot>();
  const started = new Map<string, SlotRequest>();
  const settled = new Set<string>();
  let outstanding = 0;
  let over = false;

  const versionOf = (slot: SlotRequest) => releases[slot.slice as FrontendName]?.version ?? '';

  async function renderOne(slot: SlotRequest): Promise<RenderedRoot> {
    const slice = slot.slice as FrontendName;
    const release = (SLICES as readonly string[]).includes(slice) ? releases[slice] : undefined;
    if (!release) throw new Error('no active release');
    const build = await builds.get(slice, release);
    if (build.status !== 'ready')
      throw new Error(build.status === 'missing' ? 'no server build' : 'its server build does not load');
    const root = await (build.render as FragmentRender)(slot.expose, slot.props ?? {}, {
      ...context,
      slotKey: slot.key,
    });
    if (!isRoot(root)) throw new Error('it answered no HTML');
    return root;
  }

  return new Promise((resolve) => {
    const finish = () => {
      if (over) return;
      over = true;
      clearTimeout(timer);
      let late = false;
      for (const [key, slot] of started) {
        if (settled.has(key)) continue;
        late = true;
        log(`${slot.slice} ${slot.expose}: not rendered within ${budgetMs} ms, the browser mounts it`);
      }
      resolve({ rendered, late });
    };
    const start = (slot: SlotRequest, depth: number) => {
      if (over || started.has(slot.key) || started.size >= MAX_SLOTS || depth > MAX_DEPTH) return;
      started.set(slot.key, slot);
      outstanding += 1;
      renderOne(slot)
        .then(
          (root) => {
            if (over) return;
            rendered.set(slot.key, root);
            for (const child of root.slots) start(child, depth + 1);
          },
          (error: unknown) => {
            if (over) return;
            const why = message(error);
            if (why === `${slot.expose} has no server render`) {
              const key = `${slot.slice}@${versionOf(slot)}/${slot.expose}`;
              if (browserOnly.has(key)) return;
              if (browserOnly.size < 1_000) browserOnly.add(key);
            }
            log(`${slot.slice} ${slot.expose}: the server render failed, the browser mounts it (${why})`);
          },
        )
        .finally(() => {
          settled.add(slot.key);
          outstanding -= 1;
          if (outstanding === 0) finish();
        });
    };
    const timer = setTimeout(finish, budgetMs);
    for (const slot of slots) start(slot, 1);
    if (outstanding === 0) finish();
  });
}
