// The main header of SPEC section 2: logo, main navigation, the slices' header
// fragments (search, wishlist heart, user menu, mini cart) and, below 1024px,
// the menu button of the slide-in navigation.
import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { HEADER_ICON_SIZE, IconButton, MenuIcon, RemoteParcel as Slot, StoreLink } from '@storefront/shared';
import { MainNav } from './main-nav';
import { SlideInNav } from './slide-in-nav';
import { useHeaderScroll } from '../hooks/use-header-scroll';
import { Logo } from './logo';

const Bar = styled.header<{ $hidden: boolean; $shadow: boolean }>`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  display: flex;
  align-items: center;
  gap: 16px;
  height: 64px;
  padding: 0 24px;
  box-sizing: border-box;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.line};
  box-shadow: ${({ $shadow }) => ($shadow ? '0 4px 12px rgba(0, 0, 0, 0.12)' : 'none')};
  /* 'none' when shown: a transform would become the slide-in dialog's containing block. */
  transform: ${({ $hidden }) => ($hidden ? 'translateY(-100%)' : 'none')};
  transition:
    transform 200ms ease,
    box-shadow 200ms ease;
  ${({ theme }) => theme.media.upTo1024} {
    padding: 0 12px;
    gap: 8px;
  }
`;

const MenuButton = styled(IconButton)`
  ${({ theme }) => theme.media.above1024} {
    display: none;
  }
`;

const Spacer = styled.span`
  flex: 1;
`;

const Tools = styled.div`
  display: flex;
  align-items: center;
  gap: 4px;
`;

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
