import { useLayoutEffect, useState } from 'react';

const GAP = 8;

/** The header the wishlist heart sits in (the shell's), else the heart itself. */
function headerBottom(): number {
  const heart = document.querySelector('[data-wishlist-heart]');
  const header = heart?.closest('header') ?? heart;
  return header ? Math.max(0, header.getBoundingClientRect().bottom) : 0;
}

/**
 * The top, in viewport pixels, of a fixed box that must sit below the site header: the
 * popup must never cover the header's heart, its bubble or the cart count. The header is
 * sticky and slides away and back on scroll, so while the box is shown its place follows
 * the header every frame (for the popup's five seconds).
 */
export function useBelowHeader(active: boolean): number {
  const [top, setTop] = useState(GAP);
  useLayoutEffect(() => {
    if (!active) return;
    let frame = 0;
    const follow = () => {
      setTop(headerBottom() + GAP);
      frame = requestAnimationFrame(follow);
    };
    follow();
    return () => cancelAnimationFrame(frame);
  }, [active]);
  return top;
}
