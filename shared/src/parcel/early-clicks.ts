// The one holder of clicks made on server HTML before React owns it (docs/architecture.md#server-rendering).
// The page is painted, and can be clicked, long before its scripts run; a control whose work is a
// handler (a button, a heart, a tab) would do nothing. So, from the first byte of the page on, a
// click on such a control is held while the part it belongs to (a slot's root, or the frame) has
// not hydrated, and given to the control once that part has, once however often it was clicked.
// A link needs no handler and is left to the browser, and so is a control whose default action
// already does the work without any script: a radio, checkbox or submit button of a form that posts
// somewhere (`form[action]`, such as the product page's POST /cart/add) and a `summary`. Holding
// those would leave the no-JS form dead until hydration, and for good if a bundle never loads;
// hydrate.tsx hands what they changed (a checked size) to React once the part has hydrated.
// No deadline: a script-only control does nothing when let go, so its click is kept for hydration.
//
// shell/src/index.html runs this file inline, before any other script (tooling/webpack.cjs
// compiles it into the page): it is self-contained, with no imports. hydrate.tsx asks the same
// holder for a part's clicks when that part has hydrated.

/** The attribute of a slot's root element (RemoteParcel): what is inside belongs to that root. */
export const SLOT_ROOT = 'data-slot-root';
/** What a click is held for: controls whose work is a handler (a summary opens its details alone). */
const CONTROL = 'button, [role="button"], input[type="checkbox"], input[type="radio"]';

/** Whether the browser alone does `control`'s work: a radio, checkbox or submit of a form that posts. */
function worksNatively(control: HTMLElement): boolean {
  const { form, type } = control as HTMLInputElement | HTMLButtonElement;
  return !!form?.hasAttribute('action') && ['radio', 'checkbox', 'submit'].includes(type);
}

export interface EarlyClicks {
  /**
   * Marks `owner` (a slot's root, or null for the frame) hydrated, and gives its held clicks to
   * their controls in a task of their own: the renders hydration left behind (a store's state
   * after its server value, such as signed in) are done by then.
   */
  hydrated(owner: Element | null): void;
}

const GLOBAL = '__STORE_EARLY_CLICKS__';

/** Installs the page's holder on `doc` (once: a second call returns the first). */
export function holdEarlyClicks(doc: Document): EarlyClicks {
  const view = doc.defaultView as (Window & { [GLOBAL]?: EarlyClicks }) | null;
  const installed = view?.[GLOBAL];
  if (installed) return installed;
  const held = new Map<Element | null, HTMLElement[]>();
  const done = new Set<Element | null>();
  doc.addEventListener(
    'click',
    (event) => {
      const target = event.target;
      if (!(target instanceof Element) || target.closest('a[href]')) return;
      const control = target.closest<HTMLElement>(CONTROL);
      if (!control || !control.closest('#root') || worksNatively(control)) return;
      const owner = control.closest(`[${SLOT_ROOT}]`);
      if (done.has(owner)) return;
      // A slot no longer showing its server HTML is rendered by its parcel, which owns its clicks.
      if (owner && owner.parentElement?.getAttribute('data-slot-state') !== 'server') return;
      event.preventDefault();
      event.stopImmediatePropagation();
      const controls = held.get(owner) ?? [];
      if (controls.indexOf(control) < 0) held.set(owner, controls.concat(control));
    },
    true,
  );
  const holder: EarlyClicks = {
    hydrated(owner) {
      done.add(owner);
      const controls = held.get(owner);
      held.delete(owner);
      if (!controls) return;
      setTimeout(() => controls.forEach((control) => control.isConnected && control.click()), 0);
    },
  };
  if (view) view[GLOBAL] = holder;
  return holder;
}
