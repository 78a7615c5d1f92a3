// One tab stop for a row of related buttons (a card's quick-add sizes, a radio group): Tab enters
// and leaves the row at one button, the arrow keys, Home and End move inside it (the roving
// tabindex of the WAI-ARIA practices). A radio group also chooses what the arrows move to.
import { useState, type KeyboardEvent } from 'react';

const STEP: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

interface RovingFocus {
  /** 0 for the one button Tab reaches, -1 for the others. */
  tabIndexOf: (index: number) => 0 | -1;
  /** Put on the row's container; the buttons carry `data-roving-index`. */
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

/**
 * @param initialIndex the button Tab reaches until the shopper moves (the chosen one, or the
 *   first that can be used)
 * @param selectOnMove a radio group: moving to a button also presses it
 */
export function useRovingFocus(initialIndex: number, { selectOnMove = false } = {}): RovingFocus {
  const [moved, setMoved] = useState<number | null>(null);
  const current = moved ?? initialIndex;
  return {
    tabIndexOf: (index) => (index === current ? 0 : -1),
    onKeyDown: (event) => {
      const step = STEP[event.key];
      if (step === undefined && event.key !== 'Home' && event.key !== 'End') return;
      const items = [
        ...event.currentTarget.querySelectorAll<HTMLButtonElement>('[data-roving-index]:not(:disabled)'),
      ];
      const at = items.indexOf(event.target as HTMLButtonElement);
      if (at === -1 || items.length === 0) return;
      event.preventDefault();
      const next =
        event.key === 'Home'
          ? 0
          : event.key === 'End'
            ? items.length - 1
            : (at + step + items.length) % items.length;
      const target = items[next];
      setMoved(Number(target.dataset.rovingIndex));
      target.focus();
      if (selectOnMove && target.getAttribute('aria-checked') !== 'true') target.click();
    },
  };
}
