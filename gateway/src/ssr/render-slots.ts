// The slots of a page, rendered on the server: every slot's fragment from its slice's server
// build, in parallel, nested slots as they appear, all under one deadline (compose.ts renders the
// frame first and fills in what this renders).
import type { FragmentRender, RenderContext, RenderedRoot, SlotRequest } from '@storefront/shared/server';
import { SLICES, type FrontendName } from '../paths.js';
import type { ActiveRelease } from '../release/active-releases.js';
import type { ServerBuilds } from './server-builds.js';

/** A page cannot ask for more than this many fragments or nest them deeper. */
const MAX_SLOTS = 64;
const MAX_DEPTH = 4;

export const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Exposes whose slice renders them in the browser only (fragmentRenderer: "X has no server
 * render"), by slice@version: said once, not on every page.
 */
const browserOnly = new Set<string>();

export const isRoot = (value: unknown): value is RenderedRoot => {
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

/** One slot's fragment from the release of its slice this page uses; throws why it cannot be. */
async function renderSlot(
  slot: SlotRequest,
  releases: Partial<Record<FrontendName, ActiveRelease>>,
  builds: ServerBuilds,
  context: RenderContext,
): Promise<RenderedRoot> {
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

/** Says why a slot was not rendered; an expose that renders in the browser only, once. */
function logSlotFailure(slot: SlotRequest, version: string, why: string, log: (message: string) => void) {
  if (why === `${slot.expose} has no server render`) {
    const key = `${slot.slice}@${version}/${slot.expose}`;
    if (browserOnly.has(key)) return;
    if (browserOnly.size < 1_000) browserOnly.add(key);
  }
  log(`${slot.slice} ${slot.expose}: the server render failed, the browser mounts it (${why})`);
}

/** Renders `slots` and the slots inside them until all are done or the budget is spent. */
export function renderSlots(
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
      renderSlot(slot, releases, builds, context)
        .then(
          (root) => {
            if (over) return;
            rendered.set(slot.key, root);
            for (const child of root.slots) start(child, depth + 1);
          },
          (error: unknown) => {
            if (!over) logSlotFailure(slot, versionOf(slot), message(error), log);
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
