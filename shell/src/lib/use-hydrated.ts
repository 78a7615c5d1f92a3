// False in the server render and in the render that hydrates it, true from the first effect on:
// a control whose work is a script (not a link or a form) reads it to stay out of sight until the
// script can answer it, so a page without JavaScript, or before it has run, never shows a control
// that ignores the shopper (docs/frame.md#before-javascript).
import { useEffect, useState } from 'react';

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
