// The home page's lower blocks: OUR APPS, the blog and app promos and the shop
// cards (docs/frame.md#home-page). Entries without a destination stay plain text; the app and blog
// entries open the store's own app and blog pages.
import { STORE_PAGES, StoreLink } from '@storefront/shared';
import { AppStoreBadge, GooglePlayBadge } from '../../../lib/badges';
import { Apps, CARD_ART, Card, Cards, Cta, Promo, Promos } from './promos.styles';

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
          <StoreLink href={STORE_PAGES.app.path}>
            <AppStoreBadge />
          </StoreLink>
        </li>
        <li>
          <StoreLink href={STORE_PAGES.app.path}>
            <GooglePlayBadge />
          </StoreLink>
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
        <Cta href={STORE_PAGES.blog.path}>VISIT OUR BLOG</Cta>
      </Promo>
      <Promo $dark={false} aria-labelledby="app-promo-heading" data-testid="app-promo">
        <h2 id="app-promo-heading">MOBILE APP</h2>
        <Cta href={STORE_PAGES.app.path}>DOWNLOAD THE APP</Cta>
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
