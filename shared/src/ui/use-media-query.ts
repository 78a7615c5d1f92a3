// One viewport hook for every slice. It answers `initial` (false unless given) during the
// server render and the first client render, so the prerendered HTML and hydration agree, and
// the real answer from the first effect on, following changes. That first answer is rendered as a
// transition: after hydration every caller (the header, a listing) would otherwise re-render in
// one task (docs/architecture.md#performance).
import { startTransition, useEffect, useState } from 'react';
import { theme } from '../theme/theme';

/** A named query of the theme (theme.queries) or any CSS media query. */
type MediaQuery = keyof typeof theme.queries | (string & {});

function toQuery(query: MediaQuery): string {
  return query in theme.queries ? theme.queries[query as keyof typeof theme.queries] : query;
}

/** Whether `query` matches: e.g. useMediaQuery('narrow') or useMediaQuery('(min-width: 600px)'). */
export function useMediaQuery(query: MediaQuery, initial = false): boolean {
  const [matches, setMatches] = useState(initial);
  const css = toQuery(query);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(css);
    startTransition(() => setMatches(list.matches));
    const onChange = (event: MediaQueryListEvent) => setMatches(event.matches);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, [css]);
  return matches;
}
