import { useEffect, useState } from 'react';

/** Where the header ends on screen, kept current while the page scrolls or the header hides. */
export function useBarTop(anchor: HTMLElement | null, enabled: boolean): number {
  const [top, setTop] = useState(() => measure(anchor));

  useEffect(() => {
    if (!enabled) return;
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setTop(measure(anchor)));
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    // The header slides away on narrow screens with a transition that fires no scroll event.
    const header = anchor?.closest('header');
    header?.addEventListener('transitionend', update);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
      header?.removeEventListener('transitionend', update);
    };
  }, [anchor, enabled]);

  return top;
}

function measure(anchor: HTMLElement | null): number {
  const header = anchor?.closest('header') ?? anchor;
  return header ? Math.max(0, header.getBoundingClientRect().bottom) : 0;
}
