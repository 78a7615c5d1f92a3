import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element has scrolled up out of view (it is above the viewport, not merely below
 * it), watched with an IntersectionObserver: no scroll listener, no layout read per frame.
 */
export function useScrolledPast(ref: RefObject<HTMLElement | null>): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      setPast(!entry.isIntersecting && entry.boundingClientRect.bottom <= 0);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return past;
}
