import { useEffect, useRef, useState } from 'react';
import { useMediaQuery } from '@storefront/shared';
import { nextHeaderState, type HeaderScrollState } from '../header-scroll';

const VISIBLE: HeaderScrollState = { hidden: false, shadow: false };

/** Scroll-driven header state; starts visible without shadow so hydration matches. */
export function useHeaderScroll(pathname: string): HeaderScrollState {
  const narrow = useMediaQuery('below768');
  const [state, setState] = useState<HeaderScrollState>(VISIBLE);
  const lastY = useRef(0);

  useEffect(() => {
    const update = () => {
      const y = window.scrollY;
      const previousY = lastY.current;
      lastY.current = y;
      setState((previous) => nextHeaderState(previous, { y, lastY: previousY, narrow, pathname }));
    };
    // Where the page already is (a restored scroll, a resize across 768px) is read in the next
    // frame: reading scrollY here, among the effects hydration runs, made the browser lay out the
    // whole page in that task, and again for the frame (docs/architecture.md#performance).
    const frame = requestAnimationFrame(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
    };
  }, [narrow, pathname]);

  return state;
}
