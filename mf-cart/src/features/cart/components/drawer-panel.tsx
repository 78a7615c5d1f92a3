// The drawer: a modal dialog. The overlay appears first and the panel slides in
// 100ms later (SPEC 'Cart drawer'); focus moves in, Escape and the overlay close
// it, and focus goes back to where it was.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { CloseIcon, authStore, theme, useLocationPath } from '@storefront/shared';
import { cartStore, closeDrawer, loadCart } from '../../../lib/cart-store';
import { DrawerContents } from './drawer-contents';
import { Close, Head, Overlay, Panel, SLIDE_MS } from './drawer-panel.styles';

const FOCUSABLE =
  'a[href], button:not([disabled]), select:not([disabled]), input, [tabindex]:not([tabindex="-1"])';

export default function DrawerPanel({ open }: { open: boolean }) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const [shown, setShown] = useState(false);
  const [slidIn, setSlidIn] = useState(false);
  const path = useLocationPath();
  const openedOn = useRef(path);

  // Leaving the page (a link in the drawer, the browser's back button) closes the drawer.
  useEffect(() => {
    if (path !== openedOn.current) {
      openedOn.current = path;
      closeDrawer();
    }
  }, [path]);

  useEffect(() => {
    if (open) {
      returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setShown(true);
      const timer = setTimeout(() => setSlidIn(true), theme.timings.drawerOpenDelayMs);
      return () => clearTimeout(timer);
    }
    setSlidIn(false);
    const timer = setTimeout(() => setShown(false), SLIDE_MS);
    const target = returnFocusTo.current;
    returnFocusTo.current = null;
    if (target?.isConnected) target.focus();
    return () => clearTimeout(timer);
  }, [open]);

  useEffect(() => {
    if (shown && open) panelRef.current?.focus();
  }, [shown, open]);

  useEffect(() => {
    if (!open) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') closeDrawer();
    };
    document.addEventListener('keydown', onEscape);
    // Opened from the header after a failed or missing load: try again.
    const { status } = cartStore.getState();
    if (authStore.getState().isLoggedIn && (status === 'idle' || status === 'error')) void loadCart();
    return () => {
      document.body.style.overflow = previous;
      document.removeEventListener('keydown', onEscape);
    };
  }, [open]);

  if (!shown && !open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !panelRef.current) return;
    // Keep Tab inside the dialog while it is open.
    const focusables = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (focusables.length === 0) return;
    const first = focusables[0];
    const last = focusables[focusables.length - 1];
    if (event.shiftKey && (document.activeElement === first || document.activeElement === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <>
      <Overlay
        $shown={shown && open}
        onClick={closeDrawer}
        data-testid="cart-drawer-overlay"
        aria-hidden="true"
      />
      <Panel
        ref={panelRef}
        $in={slidIn && open}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        data-state={slidIn && open ? 'open' : 'closed'}
      >
        <Head>
          <h2 id={titleId}>YOUR CART</h2>
          <Close type="button" onClick={closeDrawer} aria-label="Close cart">
            <CloseIcon size={22} />
          </Close>
        </Head>
        <DrawerContents />
      </Panel>
    </>
  );
}
