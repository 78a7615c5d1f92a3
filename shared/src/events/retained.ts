// Listeners a slice runs while any of its parcels is mounted: started by the first retainer,
// stopped when the last one lets go, so however many parcels mount (and StrictMode mounting
// twice) the slice answers each event once.
export function retained(start: () => () => void): () => () => void {
  let holders = 0;
  let stop: (() => void) | null = null;
  return () => {
    holders += 1;
    if (holders === 1) stop = start();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      holders -= 1;
      if (holders === 0) {
        stop?.();
        stop = null;
      }
    };
  };
}
