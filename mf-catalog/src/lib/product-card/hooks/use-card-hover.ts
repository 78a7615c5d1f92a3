// docs/catalog.md#product-card: hover counts only above 768px; the quick-add
// strip follows 500ms later, and leaving reverts both.
import { useCallback, useEffect, useRef, useState } from 'react';
import { theme } from '@storefront/shared';

const hoverAllowed = () => typeof window !== 'undefined' && window.innerWidth > theme.breakpoints.hover;

export function useCardHover() {
  const [hovered, setHovered] = useState(false);
  const [quickAddOpen, setQuickAddOpen] = useState(false);
  // The second image exists only for hover: it is not fetched until the first hover (never on a
  // phone), so a page's first load asks for the images it shows and no more.
  const [hoveredOnce, setHoveredOnce] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const clear = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };

  const onMouseEnter = useCallback(() => {
    if (!hoverAllowed()) return;
    setHovered(true);
    setHoveredOnce(true);
    clear();
    timer.current = setTimeout(() => setQuickAddOpen(true), theme.timings.quickAddDelayMs);
  }, []);

  const onMouseLeave = useCallback(() => {
    clear();
    setHovered(false);
    setQuickAddOpen(false);
  }, []);

  useEffect(() => clear, []);

  return { hovered, hoveredOnce, quickAddOpen, onMouseEnter, onMouseLeave };
}
