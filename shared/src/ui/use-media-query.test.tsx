import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { theme } from '../theme/theme';
import { useMediaQuery } from './use-media-query';

type Listener = (event: { matches: boolean }) => void;
let matching = new Set<string>();
const listeners = new Map<string, Set<Listener>>();

beforeEach(() => {
  matching = new Set();
  listeners.clear();
  window.matchMedia = ((query: string) => ({
    get matches() {
      return matching.has(query);
    },
    media: query,
    addEventListener: (_: string, fn: Listener) => {
      if (!listeners.has(query)) listeners.set(query, new Set());
      listeners.get(query)!.add(fn);
    },
    removeEventListener: (_: string, fn: Listener) => listeners.get(query)?.delete(fn),
  })) as unknown as typeof window.matchMedia;
});

function setMatch(query: string, on: boolean) {
  if (on) matching.add(query);
  else matching.delete(query);
  act(() => listeners.get(query)?.forEach((fn) => fn({ matches: on })));
}

function Probe({ query, initial }: { query: string; initial?: boolean }) {
  return <p>{useMediaQuery(query, initial) ? 'yes' : 'no'}</p>;
}

it('answers the initial value on the server (no window reads), so hydration agrees', () => {
  matching.add(theme.queries.narrow);
  expect(renderToString(<Probe query="narrow" />)).toContain('no');
  expect(renderToString(<Probe query="narrow" initial />)).toContain('yes');
});

it('reads the theme’s named query after mount and follows changes', () => {
  matching.add(theme.queries.narrow);
  render(<Probe query="narrow" />);
  expect(screen.getByText('yes')).toBeInTheDocument();
  setMatch(theme.queries.narrow, false);
  expect(screen.getByText('no')).toBeInTheDocument();
});

it('takes a raw media query too', () => {
  render(<Probe query="(min-width: 600px)" />);
  expect(screen.getByText('no')).toBeInTheDocument();
  setMatch('(min-width: 600px)', true);
  expect(screen.getByText('yes')).toBeInTheDocument();
});

it('names the same breakpoints as the CSS media rules', () => {
  expect(theme.media.upTo766).toBe(`@media ${theme.queries.narrow}`);
  expect(theme.media.above1024).toBe(`@media ${theme.queries.wide}`);
  expect(theme.media.below768).toBe(`@media ${theme.queries.below768}`);
  expect(theme.queries.narrow).toBe(`(max-width: ${theme.breakpoints.gridToggle}px)`);
  expect(theme.queries.wide).toBe(`(min-width: ${theme.breakpoints.wide + 1}px)`);
});
