// Hydration of server HTML (docs/architecture.md#server-rendering), for the shell's frame and for
// every parcel mounted over its slot's HTML.
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import ReactDOMClient from 'react-dom/client';
import { SLOT_ROOT, holdEarlyClicks } from './early-clicks';
import { HydratingContext } from '../ui/use-hydrated';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLInputElement ||
  target instanceof HTMLTextAreaElement ||
  target instanceof HTMLSelectElement;

const TOGGLES = 'input[type="radio"], input[type="checkbox"]';

/** Fields whose value is kept by text (not checkboxes, radios or files). */
const keepsText = (field: Field) =>
  !(field instanceof HTMLInputElement) || !['checkbox', 'radio', 'file'].includes(field.type);

/**
 * What a shopper typed into the server HTML before React owned it, and what they clicked
 * (early-clicks.ts). The HTML is painted, and can be typed into, before hydration; React
 * then keeps its own state (empty) and the next render would wipe the text. The text typed so far is read at once (a field that differs from its HTML value)
 * and every input until hydration is done is followed; after hydration each is handed to React
 * as an input event, so the component's onChange stores it. Nothing typed is lost.
 */
function followEarlyInput(container: Element | Document, owner: Element | null) {
  // A field inside a nested slot belongs to that slot's root, which replays it itself.
  const owns = (field: Field) => field.closest(`[${SLOT_ROOT}]`) === owner;
  const owned = (field: Field) => owns(field) && keepsText(field);
  const typed = new Map<Field, string>();
  container.querySelectorAll<Field>('input, textarea').forEach((field) => {
    if (owned(field) && field.value !== (field as HTMLInputElement).defaultValue)
      typed.set(field, field.value);
  });
  // Radios and checkboxes the browser toggled (early-clicks.ts leaves a posting form's to it).
  const toggled = new Set<HTMLInputElement>();
  container.querySelectorAll<HTMLInputElement>(TOGGLES).forEach((field) => {
    if (owns(field) && field.checked !== field.defaultChecked) toggled.add(field);
  });
  const onInput = (event: Event) => {
    if (!isField(event.target) || !owns(event.target)) return;
    if (keepsText(event.target)) typed.set(event.target, event.target.value);
    else if (event.target.matches(TOGGLES)) toggled.add(event.target as HTMLInputElement);
  };
  container.addEventListener('input', onInput, true);
  container.addEventListener('change', onInput, true);
  return function replay() {
    container.removeEventListener('input', onInput, true);
    container.removeEventListener('change', onInput, true);
    for (const [field, value] of typed) {
      if (!field.isConnected) continue;
      // React notices a change against the value it last set (its own setter on the element),
      // so that record is moved off the text, and the text put back with the prototype's setter.
      const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
      if (!setValue) continue;
      field.value = `${value}\u0000`;
      setValue.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
      if (field instanceof HTMLSelectElement) field.dispatchEvent(new Event('change', { bubbles: true }));
    }
    typed.clear();
    handOverChecked(toggled);
  };
}

/**
 * Radios and checkboxes the browser checked or cleared before React owned them (early-clicks.ts
 * leaves those of a posting form to the browser, so the no-JS form works): React hydrates keeping
 * what is shown but its state is still the server's, so a size shown checked would not be the one
 * added. Each one that differs from its HTML is handed to React as the click it listens to for
 * onChange, with its record of the value moved off first, as `replay` does for text.
 */
function handOverChecked(toggled: Set<HTMLInputElement>) {
  const setChecked = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'checked')?.set;
  for (const field of toggled) {
    // Back as its HTML had it, or a radio cleared by another of its group (handed over with that one).
    if (!setChecked || !field.isConnected || field.checked === field.defaultChecked) continue;
    if (field.type === 'radio' && !field.checked) continue;
    const checked = field.checked;
    field.checked = !checked;
    setChecked.call(field, checked);
    // Not a MouseEvent: React reads it as a click, the browser does not toggle the field again.
    field.dispatchEvent(new Event('click', { bubbles: true }));
  }
  toggled.clear();
}

/**
 * Provides HydratingContext: true while the tree around it hydrates, then false as a transition
 * (useHydrated's callers render their hydrated state a few components at a time). What was typed
 * or checked meanwhile is handed to React first (`handOver`), so that render already holds it: a
 * size checked before the script is the size the hydrated form shows and adds. The clicks held
 * meanwhile are given once that render is committed (`releaseClicks`), so each meets its control
 * as the hydrated page draws it (its effects run after its children's).
 */
function Hydrated({
  handOver,
  releaseClicks,
  children,
}: {
  handOver: () => void;
  releaseClicks: () => void;
  children: ReactNode;
}) {
  const [hydrating, setHydrating] = useState(true);
  useEffect(() => {
    if (!hydrating) return releaseClicks();
    handOver();
    startTransition(() => setHydrating(false));
  }, [hydrating, handOver, releaseClicks]);
  return <HydratingContext value={hydrating}>{children}</HydratingContext>;
}

/**
 * Hydrates server HTML as a transition: React then hydrates a few components at a time and lets
 * the browser answer in between, instead of one long task per root (the page's Total Blocking
 * Time). What is shown does not change: it is the server's HTML until hydrated, a click on a part
 * not yet hydrated hydrates it first, and text typed or controls clicked meanwhile are kept
 * (`followEarlyInput`).
 */
export function hydrateInTransition(
  container: Element | Document,
  element: ReactNode,
  identifierPrefix?: string,
): ReactDOMClient.Root {
  // The part `container` hydrates: a slot's root, or the frame (null), whose nested slots are not its.
  const owner = container instanceof Element && container.hasAttribute(SLOT_ROOT) ? container : null;
  const handOver = followEarlyInput(container, owner);
  // The clicks held for that part (early-clicks.ts) go to their controls once it has hydrated.
  const doc = container instanceof Document ? container : container.ownerDocument;
  const releaseClicks = () => holdEarlyClicks(doc).hydrated(owner);
  let root: ReactDOMClient.Root | undefined;
  startTransition(() => {
    root = ReactDOMClient.hydrateRoot(
      container,
      <Hydrated handOver={handOver} releaseClicks={releaseClicks}>
        {element}
      </Hydrated>,
      identifierPrefix ? { identifierPrefix } : {},
    );
  });
  return root!;
}
