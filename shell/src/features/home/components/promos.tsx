// The home page's lower blocks: OUR APPS, the blog and app promos and the shop
// cards (SPEC section 1). Entries without a destination stay plain text.
import styled from 'styled-components';
import { StoreLink } from '@storefront/shared';
import { AppStoreBadge, GooglePlayBadge } from '../../../lib/badges';

const Apps = styled.section`
  padding: 48px 24px;
  text-align: center;
  h2 {
    margin: 0 0 8px;
    font-size: 28px;
    font-weight: 900;
  }
  p {
    margin: 0 0 20px;
    color: ${({ theme }) => theme.colors.muted};
  }
  ul {
    display: flex;
    justify-content: center;
    flex-wrap: wrap;
    gap: 12px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
  }
`;

const Promos = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 16px;
  padding: 0 24px;
  ${({ theme }) => theme.media.below768} {
    grid-template-columns: 1fr;
  }
`;

const Promo = styled.section<{ $dark: boolean }>`
  display: flex;
  flex-direction: column;
  justify-content: flex-end;
  height: 300px;
  padding: 28px;
  box-sizing: border-box;
  background: ${({ $dark }) =>
    $dark
      ? 'radial-gradient(circle at 80% 20%, #3a3a3a 0, #111111 60%)'
      : 'radial-gradient(circle at 80% 20%, #ffffff 0, #e6e2da 65%)'};
  color: ${({ $dark }) => ($dark ? '#ffffff' : '#111111')};
  h2 {
    margin: 0 0 12px;
    font-size: 30px;
    font-weight: 900;
  }
`;

const Cta = styled.span`
  align-self: flex-start;
  padding-bottom: 2px;
  border-bottom: 2px solid currentColor;
  font-size: 14px;
  font-weight: 700;
  letter-spacing: 0.06em;
`;

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 16px;
  margin: 0;
  padding: 48px 24px 0;
  list-style: none;
  ${({ theme }) => theme.media.below768} {
    grid-template-columns: 1fr;
  }
`;

const CARD_ART = {
  'shop-women': 'linear-gradient(160deg, #f3d9e0 0%, #c98ea0 100%)',
  'shop-men': 'linear-gradient(160deg, #d6dde6 0%, #7f93ab 100%)',
  'shop-accessories': 'linear-gradient(160deg, #e5e3d8 0%, #a8a38c 100%)',
} as const;

const Card = styled.div<{ $art: keyof typeof CARD_ART }>`
  display: flex;
  align-items: flex-end;
  height: 260px;
  padding: 20px;
  box-sizing: border-box;
  background: ${({ $art }) => CARD_ART[$art]};
  color: #111111;
  font-size: 18px;
  font-weight: 900;
  letter-spacing: 0.04em;
  a {
    color: inherit;
    text-decoration: none;
    border-bottom: 2px solid currentColor;
  }
`;

const SHOP_CARDS: readonly { id: keyof typeof CARD_ART; label: string; href?: string }[] = [
  { id: 'shop-women', label: 'SHOP WOMEN', href: '/women/products' },
  { id: 'shop-men', label: 'SHOP MEN', href: '/men/products' },
  { id: 'shop-accessories', label: 'SHOP ACCESSORIES' },
];

export function OurApps() {
  return (
    <Apps aria-labelledby="our-apps-heading">
      <h2 id="our-apps-heading">OUR APPS</h2>
      <p>Shop the latest drops and train with us, wherever you are.</p>
      <ul>
        <li>
          <AppStoreBadge />
        </li>
        <li>
          <GooglePlayBadge />
        </li>
      </ul>
    </Apps>
  );
}

export function BlogAndAppPromos() {
  return (
    <Promos>
      <Promo $dark aria-labelledby="blog-promo-heading" data-testid="blog-promo">
        <h2 id="blog-promo-heading">OUR BLOG</h2>
        <Cta>VISIT OUR BLOG</Cta>
      </Promo>
      <Promo $dark={false} aria-labelledby="app-promo-heading" data-testid="app-promo">
        <h2 id="app-promo-heading">MOBILE APP</h2>
        <Cta>DOWNLOAD THE APP</Cta>
      </Promo>
    </Promos>
  );
}

export function ShopCards() {
  return (
    <Cards aria-label="Shop by section">
      {SHOP_CARDS.map((card) => (
        <li key={card.id}>
          <Card $art={card.id} data-testid={card.id}>
            {card.href ? <StoreLink href={card.href}>{card.label}</StoreLink> : card.label}
          </Card>
        </li>
      ))}
    </Cards>
  );
}
