import { useEffect, useState } from 'react';

const matches = (query: string): boolean =>
  typeof globalThis.matchMedia === 'function' ? globalThis.matchMedia(query).matches : false;

/** Whether a CSS media query matches, following window resizes. */
export function useMediaQuery(query: string): boolean {
  const [value, setValue] = useState(() => matches(query));
  useEffect(() => {
    if (typeof globalThis.matchMedia !== 'function') return;
    const list = globalThis.matchMedia(query);
    const onChange = () => setValue(list.matches);
    onChange();
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, [query]);
  return value;
}
