import styled from 'styled-components';
import { StoreLink } from '@storefront/shared';
import { RemoteParcel as Slot } from '@storefront/shared';

const Bar = styled.header`
  display: flex;
  align-items: center;
  gap: 16px;
  padding: 12px 24px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.line};
`;

const ICON = { width: 40, height: 40 };

export function Header() {
  return (
    <Bar>
      <StoreLink href="/home" aria-label="Home">
        <strong>DSGN FITNESS</strong>
      </StoreLink>
      <nav aria-label="Main">
        <StoreLink href="/men/products">Men</StoreLink> <StoreLink href="/women/products">Women</StoreLink>{' '}
        <StoreLink href="/home">Accessories</StoreLink>
      </nav>
      <span style={{ flex: 1 }} />
      <Slot slice="mf-search" expose="Search" compact label="Search" reserve={ICON} />
      <Slot slice="mf-account" expose="WishlistHeart" compact label="Wishlist" reserve={ICON} />
      <Slot slice="mf-account" expose="UserMenu" compact label="Account menu" reserve={ICON} />
      <Slot slice="mf-cart" expose="MiniCart" compact label="Cart" reserve={ICON} />
    </Bar>
  );
}
