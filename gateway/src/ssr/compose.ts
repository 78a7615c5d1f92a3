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
  RenderedRoot,
  SlotRequest,
} from '@storefront/shared/server';
import type { FragmentGet } from '@storefront/shared';
import { isRenderedRoot, slotMarker } from '@storefront/shared/server';
import { withTimeout } from '@storefront/shared/runtime/with-timeout';
import type { Releases } from '../release/active-releases.js';
import { renderSlots, type RenderedSlot } from './render-slots.js';
import { message, type ServerBuilds } from './server-builds.js';
import { dedupeStyleTags } from './styles.js';

export interface ComposedPage {
  /** The frame with every rendered fragment in its slot. */
  html: string;
  /** styled-components' style tags of every rendered root. */
  css: string;
  pageData: PageData;
  /** false when a fragment was late: worth rendering again rather than keeping. */
  complete: boolean;
  /** Renders of each root (`frame`, then slot keys): one each, said in the page's Server-Timing. */
  renders: Map<string, number>;
  /** The heads of the frame's own fragments, in page order (the page's fragment says its head). */
  heads: ((context: HeadContext) => FragmentHead | null)[];
}

/**
 * Whether two renders of a page give the same page: the same HTML, styles and inlined data. Its
 * fragments' heads are made from that data and their props (the frame's, for the same URL), so
 * they say the same too.
 */
export function sameComposedPage(a: ComposedPage, b: ComposedPage): boolean {
  return (
    a.html === b.html &&
    a.css === b.css &&
    a.complete === b.complete &&
    JSON.stringify(a.pageData) === JSON.stringify(b.pageData)
  );
}

export interface ComposeOptions {
  /** The slots' deadline from the moment they start (ms); the frame gets as long again. */
  budgetMs: number;
  builds: ServerBuilds;
  /** The API's public GETs (data-loader.ts). */
  get: FragmentGet;
  log: (message: string) => void;
}

/** The shell's frame, or null (said in the log) when it throws, is late or answers no frame. */
async function renderFrame(
  render: FrameRender,
  shellVersion: string,
  url: string,
  budgetMs: number,
  log: (message: string) => void,
): Promise<RenderedRoot | null> {
  try {
    const frame = await withTimeout(
      Promise.resolve().then(() => render(url)),
      budgetMs,
      () => new Error(`the shell did not answer within ${budgetMs} ms`),
    );
    if (!isRenderedRoot(frame)) throw new Error('it answered no frame');
    return frame;
  } catch (error) {
    log(
      `shell ${shellVersion}: the server render failed, the page renders in the browser (${message(error)})`,
    );
    return null;
  }
}

/** The frame's HTML with every rendered root in its slot, their style tags, and the slots used. */
function fillSlots(frame: RenderedRoot, rendered: Map<string, RenderedSlot>) {
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
  releases: Releases,
  { budgetMs, builds, get, log }: ComposeOptions,
): Promise<ComposedPage | null> {
  const shell = releases.shell;
  if (!shell || budgetMs <= 0) return null;
  const shellBuild = await builds.get('shell', shell);
  if (shellBuild.status !== 'ready' || typeof shellBuild.render !== 'function') return null;
  const frame = await renderFrame(shellBuild.render, shell.version, url, budgetMs, log);
  if (!frame) return null;

  const slots = await renderSlots(frame.slots, releases, builds, { url, get }, budgetMs, log);
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
    complete: !slots.late,
    renders: new Map([['frame', 1], ...slots.renders]),
    heads,
  };
}
