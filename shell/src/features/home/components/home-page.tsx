// /home: heroes and promos are the shell's; the carousels are mf-catalog's.
import styled from 'styled-components';
import { RemoteParcel as Slot, type ProductCarouselProps } from '@storefront/shared';
import { usePersistOAuth } from '../hooks/use-persist-oauth';
import { Hero } from './hero';
import { BlogAndAppPromos, OurApps, ShopCards } from './promos';

// The carousel's final height, so nothing moves when it mounts: measured from mf-catalog's
// ProductCarousel (padding, head and the cards' four text lines 186px, cards clamp(160px, 42vw, 280px)
// wide and 1.25 times as tall), plus one 24px line where its title wraps (--carousel-title-extra,
// set below). Every line in it has a set height, so the same in the brand typeface and in the
// system font a first visit paints with (docs/frame.md#one-look).
const CAROUSEL_RESERVE = {
  minHeight: 'calc(1.25 * clamp(160px, 42vw, 280px) + 186px + var(--carousel-title-extra, 0px))',
  width: '100%',
};

const SHOP_BOTH = [
  { label: 'SHOP WOMEN', href: '/women/products' },
  { label: 'SHOP MEN', href: '/men/products' },
] as const;

// Below these widths the carousel's title takes two lines (measured; MEN never wraps).
const TITLE_WRAPS_BELOW: Record<'new' | 'sale' | 'dsgn', number | null> = { new: null, sale: 339, dsgn: 393 };

const CAROUSELS: Record<'new' | 'sale' | 'dsgn', ProductCarouselProps> = {
  // The first carousel shows on a phone's first screen, under the first hero.
  new: {
    source: 'new',
    gender: 'men',
    title: 'MEN',
    viewAllHref: '/men/products/filter/new',
    priority: true,
  },
  sale: {
    source: 'sale',
    gender: 'women',
    title: 'ON SALE THIS MONTH',
    viewAllHref: '/women/products/filter/sale',
  },
  dsgn: { source: 'dsgn', title: 'DSGN STUDIO COLLECTION', viewAllHref: '/women/products/filter/DSGN' },
};

const CarouselSection = styled.div<{ $wrapsBelow: number | null }>`
  padding: 32px 0;
  ${({ $wrapsBelow }) =>
    $wrapsBelow === null ? '' : `@media (max-width: ${$wrapsBelow - 1}px) { --carousel-title-extra: 24px; }`}
`;

function Carousel({ name, label }: { name: keyof typeof CAROUSELS; label: string }) {
  return (
    <CarouselSection $wrapsBelow={TITLE_WRAPS_BELOW[name]}>
      <Slot
        slice="mf-catalog"
        expose="ProductCarousel"
        label={label}
        reserve={CAROUSEL_RESERVE}
        parcelProps={{ ...CAROUSELS[name] }}
      />
    </CarouselSection>
  );
}

export function HomePage() {
  usePersistOAuth();
  return (
    <div data-testid="home-page">
      <Hero
        id="hero-new"
        tone="night"
        headingLevel={1}
        heading="NEW THIS MONTH"
        text="Fresh colours and new fits for every session. Be the first to wear them."
        buttons={SHOP_BOTH}
      />
      <Carousel name="new" label="New this month" />
      <Hero
        id="hero-essentials"
        tone="chalk"
        heading="20% OFF* TRAINING ESSENTIALS"
        text="Stock up on the staples you train in every day."
        buttons={SHOP_BOTH}
        condition="*20% off applies to selected training essentials only, for a limited time and while stocks last. Cannot be combined with other offers."
      />
      <Carousel name="sale" label="On sale this month" />
      <Hero
        id="hero-dsgn"
        tone="studio"
        heading="DSGN STUDIO'S SIGNATURE SERIES IS HERE"
        text="Our studio's signature pieces: sculpted fits in limited colourways."
        buttons={[{ label: 'SHOP THE COLLECTION', href: '/women/products/filter/DSGN' }]}
      />
      <Carousel name="dsgn" label="The DSGN Studio collection" />
      <OurApps />
      <BlogAndAppPromos />
      <ShopCards />
      {/* This device's history, the browser's alone (docs/catalog.md#recently-viewed): nothing on
          the server nor until there is something to show, so no reserve; last, below the first
          view, so its arrival moves nothing a shopper sees. */}
      <Slot
        slice="mf-catalog"
        expose="ProductCarousel"
        label="Recently viewed"
        parcelProps={{ source: 'recent', title: 'RECENTLY VIEWED' }}
      />
    </div>
  );
}
