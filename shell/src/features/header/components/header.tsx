// The main header of docs/frame.md#header: logo, main navigation, the slices' header
// fragments (search, wishlist heart, user menu, mini cart) and, below 1024px,
// the menu button of the slide-in navigation.
import { lazy, Suspense, useCallback, useState, type MouseEvent } from 'react';
import {
  HEADER_ICON_SIZE,
  MenuIcon,
  RemoteParcel as Slot,
  STORE_PAGES,
  StoreLink,
  useHydrated,
} from '@storefront/shared';
import { MainNav } from './main-nav';
import { useHeaderScroll } from '../hooks/use-header-scroll';
import { Logo } from './logo';
import { Bar, MenuButton, Spacer, Tools } from './header.styles';

// The slide-in navigation loads when wanted (docs/frame.md#slide-in-navigation): no first view
// shows it. Pointing at or focusing the menu button starts the load, so a tap rarely waits.
const loadSlideInNav = () => import('./slide-in-nav');
const SlideInNav = lazy(() => loadSlideInNav().then((module) => ({ default: module.SlideInNav })));
const prefetchSlideInNav = () => {
  loadSlideInNav().catch(() => {
    // Opening retries the load; a failed prefetch changes nothing.
  });
};

export function Header({ pathname }: { pathname: string }) {
  const { hidden, shadow } = useHeaderScroll(pathname);
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  // Until hydrated the menu button is a plain link to /menu: it announces a dialog only once its
  // click opens one.
  const hydrated = useHydrated();
  const openMenu = (event: MouseEvent) => {
    // A click with a modifier (a new tab or window) is the browser's, as on any link.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setMenuOpen(true);
  };

  return (
    <>
      <Bar
        $hidden={hidden}
        $shadow={shadow}
        data-testid="site-header"
        data-hidden={hidden}
        data-shadow={shadow}
      >
        {/* A link to the navigation page (/menu), which works before the script does (or
            without it); once hydrated a plain click opens the slide-in navigation instead. */}
        <MenuButton
          as="a"
          href={STORE_PAGES.menu.path}
          aria-label="Open navigation"
          aria-haspopup={hydrated ? 'dialog' : undefined}
          aria-expanded={hydrated ? menuOpen : undefined}
          onPointerEnter={prefetchSlideInNav}
          onPointerDown={prefetchSlideInNav}
          onFocus={prefetchSlideInNav}
          onClick={openMenu}
        >
          <MenuIcon />
        </MenuButton>
        <StoreLink href="/home" aria-label="DSGN Fitness home">
          <Logo />
        </StoreLink>
        <MainNav pathname={pathname} />
        <Spacer />
        <Tools>
          <Slot slice="mf-search" expose="Search" compact label="Search" reserve={HEADER_ICON_SIZE} />
          <Slot
            slice="mf-account"
            expose="WishlistHeart"
            compact
            label="Wishlist"
            reserve={HEADER_ICON_SIZE}
          />
          <Slot
            slice="mf-account"
            expose="UserMenu"
            compact
            label="Account menu"
            reserve={HEADER_ICON_SIZE}
          />
          <Slot slice="mf-cart" expose="MiniCart" compact label="Cart" reserve={HEADER_ICON_SIZE} />
        </Tools>
      </Bar>
      {menuOpen && (
        // The dialog takes focus when it mounts (useModalDialog), so focus stays on the menu
        // button while the chunk arrives.
        <Suspense fallback={null}>
          <SlideInNav onClose={closeMenu} />
        </Suspense>
      )}
    </>
  );
}
