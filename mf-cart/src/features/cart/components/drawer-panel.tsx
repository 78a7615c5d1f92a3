// The drawer: a modal dialog. The overlay appears first and the panel slides in
// 100ms later (docs/cart.md#cart-drawer); focus moves in, Escape and the overlay close
// it, and focus goes back to where it was.
import { useEffect, useId, useRef, useState } from 'react';
import { CloseIcon, authStore, theme, useLocationPath, useModalDialog } from '@storefront/shared';
import { cartStore, closeDrawer, loadCart } from '../../../lib/cart-store';
import { DrawerContents } from './drawer-contents';
import { Close, Head, Overlay, Panel, SLIDE_MS } from './drawer-panel.styles';

export default function DrawerPanel({ open }: { open: boolean }) {
  const titleId = useId();
  // Focus moves to the panel, Tab stays inside, Escape closes, the page does not scroll, and
  // focus goes back to what opened it (the shared dialog behaviour).
  const panelRef = useModalDialog<HTMLDivElement>({ open, onClose: closeDrawer, initialFocus: 'container' });
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
      setShown(true);
      const timer = setTimeout(() => setSlidIn(true), theme.timings.drawerOpenDelayMs);
      return () => clearTimeout(timer);
    }
    setSlidIn(false);
    const timer = setTimeout(() => setShown(false), SLIDE_MS);
    return () => clearTimeout(timer);
  }, [open]);

  useEffect(() => {
    if (!open) return;
    // Opened from the header after a failed or missing load: try again.
    const { status } = cartStore.getState();
    if (authStore.getState().isLoggedIn && (status === 'idle' || status === 'error')) void loadCart();
  }, [open]);

  if (!shown && !open) return null;

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
