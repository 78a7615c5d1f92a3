// A window of a given width for the shared useMediaQuery: matchMedia answers min-width and
// max-width queries against it, and a change of width tells the listeners whose answer changed.
type Listener = (event: { matches: boolean }) => void;

let width = 1280;
const lists = new Map<string, { matches: boolean; listeners: Set<Listener> }>();

const evaluate = (query: string) => {
  const min = /min-width:\s*(\d+)px/.exec(query);
  const max = /max-width:\s*(\d+)px/.exec(query);
  return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
};

function matchMedia(query: string) {
  let entry = lists.get(query);
  if (!entry) lists.set(query, (entry = { matches: evaluate(query), listeners: new Set() }));
  const state = entry;
  return {
    media: query,
    get matches() {
      return evaluate(query);
    },
    addEventListener: (_: 'change', listener: Listener) => state.listeners.add(listener),
    removeEventListener: (_: 'change', listener: Listener) => state.listeners.delete(listener),
  };
}

/** Sets the window's width (innerWidth too) and fires the change of every query it flips. */
export function setViewportWidth(next: number): void {
  width = next;
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: next });
  window.matchMedia = matchMedia as unknown as typeof window.matchMedia;
  lists.forEach((entry, query) => {
    const matches = evaluate(query);
    if (matches === entry.matches) return;
    entry.matches = matches;
    entry.listeners.forEach((listener) => listener({ matches }));
  });
}
