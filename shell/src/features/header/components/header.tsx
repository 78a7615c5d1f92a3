// The main header of docs/frame.md#header: logo, main navigation, the slices' header
// fragments (search, wishlist heart, user menu, mini cart) and, below 1024px,
// the menu button of the slide-in navigation.
import { useCallback, useState } from 'react';
import { HEADER_ICON_SIZE, MenuIcon, RemoteParcel as Slot, StoreLink } from '@storefront/shared';
import { MainNav } from './main-nav';
import { SlideInNav } from './slide-in-nav';
import { useHeaderScroll } from '../hooks/use-header-scroll';
import { Logo } from './logo';
import { Bar, MenuButton, Spacer, Tools } from './header.styles';

export function Header({ pathname }: { pathname: string }) {
  const { hidden, shadow } = useHeaderScroll(pathname);
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  return (
    <>
      <Bar
        $hidden={hidden}
        $shadow={shadow}
        data-testid="site-header"
        data-hidden={hidden}
        data-shadow={shadow}
      >
        <MenuButton
          type="button"
          aria-label="Open navigation"
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen(true)}
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
      {menuOpen && <SlideInNav onClose={closeMenu} />}
    </>
  );
}
