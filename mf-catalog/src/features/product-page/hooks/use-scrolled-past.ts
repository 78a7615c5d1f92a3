import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element has scrolled up out of view (it is above the viewport, not merely below
 * it), watched with an IntersectionObserver: no scroll listener, no layout read per frame. The
 * root reaches far below the screen, so "below" counts as in view: a jump from above the screen to
 * below it (scrollTo, Home) then crosses the edge and is reported, which a jump between two places
 * out of a plain viewport would not be.
 */
export function useScrolledPast(ref: RefObject<HTMLElement | null>): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => setPast(!entry.isIntersecting && entry.boundingClientRect.bottom <= 0),
      { rootMargin: '0px 0px 100000px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return past;
}
