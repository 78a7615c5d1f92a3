// The drawer: a modal dialog. The overlay appears first and the panel slides in
// 100ms later (SPEC 'Cart drawer'); focus moves in, Escape and the overlay close
// it, and focus goes back to where it was.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { CloseIcon, authStore, theme, useAuth, useLocationPath } from '@storefront/shared';
import { cartStore, closeDrawer, loadCart, useCart, useCartTotals } from '../../cart/hooks/cart-store';
import { CartLines } from '../../cart/components/cart-lines';
import { CartTotals } from '../../cart/components/cart-totals';
import { CheckoutButton } from '../../cart/components/checkout-button';
import { EmptyCart } from '../../cart/components/empty-cart';
import { SignedOutPrompt } from '../../cart/components/signed-out-prompt';
import { SecondaryLink } from '../../cart/components/buttons';

const SLIDE_MS = 300;

const Overlay = styled.div<{ $shown: boolean }>`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  background: ${({ theme }) => theme.colors.overlay};
  opacity: ${({ $shown }) => ($shown ? 1 : 0)};
  transition: opacity ${SLIDE_MS}ms ease;
`;

const Panel = styled.div<{ $in: boolean }>`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndex.drawer};
  display: flex;
  flex-direction: column;
  box-sizing: border-box;
  width: min(440px, 100vw);
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.fonts.body};
  box-shadow: -8px 0 24px rgba(0, 0, 0, 0.12);
  transform: translateX(${({ $in }) => ($in ? '0' : '100%')});
  transition: transform ${SLIDE_MS}ms ease;
  outline: none;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 16px 20px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.line};
  h2 {
    margin: 0;
    font-size: 18px;
    letter-spacing: 0.06em;
  }
`;

const Close = styled.button`
  display: inline-flex;
  border: 0;
  background: none;
  padding: 8px;
  margin: -8px;
  color: inherit;
  cursor: pointer;
`;

const Body = styled.div`
  flex: 1;
  overflow-y: auto;
  padding: 0 20px;
`;

const Foot = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 16px 20px 20px;
  border-top: 1px solid ${({ theme }) => theme.colors.line};
`;

const Loading = styled.p`
  padding: 32px 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
`;

const FOCUSABLE =
  'a[href], button:not([disabled]), select:not([disabled]), input, [tabindex]:not([tabindex="-1"])';

function DrawerContents() {
  const signedIn = useAuth((s) => s.isLoggedIn);
  const status = useCart((s) => s.status);
  const count = useCart((s) => s.stocks.length);
  const totals = useCartTotals();
  if (!signedIn) return <SignedOutPrompt onNavigate={closeDrawer} />;
  if (count === 0 && (status === 'idle' || status === 'loading')) {
    return <Loading role="status">Loading your cart…</Loading>;
  }
  if (count === 0) {
    return <EmptyCart message="There are no products in your cart" onNavigate={closeDrawer} />;
  }
  return (
    <>
      <Body>
        <CartLines
          removeMs={theme.timings.drawerRemoveMs}
          refetchAfterMs={theme.timings.drawerRefetchMs}
          onNavigate={closeDrawer}
          swatchSize={72}
        />
      </Body>
      <Foot>
        <CartTotals totals={totals} />
        <CheckoutButton />
        <SecondaryLink href="/cart" onClick={closeDrawer}>
          VIEW FULL CART
        </SecondaryLink>
      </Foot>
    </>
  );
}

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
