// One dialog behaviour for every slice: the slide-in navigation, the cart drawer, the search
// overlay, the filter sheet and the header's popup menus. A modal dialog keeps Tab inside
// itself, closes on Escape, stops the page behind it from scrolling and gives focus back to
// what opened it; a non-modal popup (modal: false) closes on Escape and on a press outside it
// and leaves Tab and scrolling alone.
import { useCallback, useEffect, useRef, type RefObject } from 'react';

/** What can take focus inside a dialog: the one selector every trap uses. */
export const FOCUSABLE_SELECTOR = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/** The focusable elements inside `root`, in document order. */
function focusableWithin(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE_SELECTOR)];
}

type DialogCloseReason = 'escape' | 'outside';

export interface ModalDialogOptions {
  /** Whether the dialog is open (default true: a dialog that is mounted only while open). */
  open?: boolean;
  /** Asked to close: Escape, or (non-modal) a press outside the dialog. */
  onClose: (reason: DialogCloseReason) => void;
  /** Modal (default): Tab cycles inside, the body does not scroll. false: a popup. */
  modal?: boolean;
  /**
   * Where focus goes on open: 'first' focusable (default), 'container' (give the container
   * tabIndex={-1}), an element's ref, or 'none' (the component moves it itself, e.g. after an
   * animation).
   */
  initialFocus?: 'first' | 'container' | 'none' | RefObject<HTMLElement | null>;
  /**
   * Give focus back to the element that had it when the dialog opened (default true). It is
   * not taken back from an element the shopper has moved to outside the dialog.
   */
  returnFocus?: boolean;
  /** Lock the body's scroll while open (default: the same as modal). */
  lockScroll?: boolean;
  /**
   * Close on a press outside the container and the opener (default: popups only; a modal has
   * its own backdrop).
   */
  closeOnOutsidePress?: boolean;
}

// Open dialogs, innermost last: only the innermost answers Escape and Tab.
const openDialogs: object[] = [];

// Scroll lock shared by nested dialogs: the first lock saves the body's overflow, the last
// unlock restores it.
let scrollLocks = 0;
let savedOverflow = '';
function lockBodyScroll(): () => void {
  if (scrollLocks === 0) {
    savedOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  scrollLocks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    scrollLocks -= 1;
    if (scrollLocks === 0) document.body.style.overflow = savedOverflow;
  };
}

/**
 * The dialog behaviour. Put the returned ref on the dialog's container (the element with
 * role="dialog" or role="menu"); everything else is listened for on the document.
 */
export function useModalDialog<T extends HTMLElement = HTMLDivElement>(
  options: ModalDialogOptions,
): RefObject<T | null> {
  const { open = true, modal = true, initialFocus = 'first', returnFocus = true } = options;
  const lockScroll = options.lockScroll ?? modal;
  const closeOnOutsidePress = options.closeOnOutsidePress ?? !modal;
  const ref = useRef<T | null>(null);
  const onClose = useRef(options.onClose);
  onClose.current = options.onClose;
  const openerRef = useRef<HTMLElement | null>(null);
  const initial = useRef(initialFocus);
  initial.current = initialFocus;

  // Focus in on open; focus back on close (open turning false, or unmount).
  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openerRef.current = opener;
    const root = ref.current;
    const target = initial.current;
    if (root && target !== 'none') {
      const element =
        target === 'first'
          ? (focusableWithin(root)[0] ?? root)
          : target === 'container'
            ? root
            : target.current;
      element?.focus({ preventScroll: true });
    }
    return () => {
      if (!returnFocus || !opener?.isConnected) return;
      const now = document.activeElement;
      const lost = !now || now === document.body || !now.isConnected || Boolean(root?.contains(now));
      if (lost) opener.focus({ preventScroll: true });
    };
  }, [open, returnFocus]);

  useEffect(() => {
    if (!open || !lockScroll) return;
    return lockBodyScroll();
  }, [open, lockScroll]);

  const onKeyDown = useCallback(
    (event: KeyboardEvent, self: object) => {
      if (openDialogs[openDialogs.length - 1] !== self) return;
      const root = ref.current;
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose.current('escape');
        return;
      }
      if (!modal || event.key !== 'Tab' || !root) return;
      const focusables = focusableWithin(root);
      const active = document.activeElement;
      if (focusables.length === 0) {
        event.preventDefault();
        root.focus();
        return;
      }
      const first = focusables[0];
      const last = focusables[focusables.length - 1];
      const outside = !(active instanceof Node) || !root.contains(active);
      if (event.shiftKey && (active === first || active === root || outside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || outside)) {
        event.preventDefault();
        first.focus();
      }
    },
    [modal],
  );

  useEffect(() => {
    if (!open) return;
    const self = {};
    openDialogs.push(self);
    const keyListener = (event: KeyboardEvent) => onKeyDown(event, self);
    const pointerListener = (event: PointerEvent) => {
      const root = ref.current;
      if (openDialogs[openDialogs.length - 1] !== self) return;
      const target = event.target;
      if (!root || !(target instanceof Node) || root.contains(target)) return;
      // The opener toggles the popup itself: pressing it is not "outside".
      const opener = openerRef.current;
      if (opener && opener !== document.body && opener.contains(target)) return;
      onClose.current('outside');
    };
    document.addEventListener('keydown', keyListener);
    if (closeOnOutsidePress) document.addEventListener('pointerdown', pointerListener);
    return () => {
      openDialogs.splice(openDialogs.indexOf(self), 1);
      document.removeEventListener('keydown', keyListener);
      document.removeEventListener('pointerdown', pointerListener);
    };
  }, [open, closeOnOutsidePress, onKeyDown]);

  return ref;
}
