// The content of the main navigation's dropdowns and of the slide-in navigation
// (docs/frame.md#navigation).
import { STORE_PAGES, type Gender } from '@storefront/shared';

export type DropdownName = 'men' | 'women' | 'accessories';
export type DropdownState = DropdownName | 'none';

export interface MenuLink {
  label: string;
  /** Absent: no destination (docs/frame.md#navigation). */
  href?: string;
}

export interface MenuGroup {
  heading: string;
  links: MenuLink[];
}

interface TopLevelItem {
  name: DropdownName;
  label: string;
  href: string;
}

export const TOP_LEVEL: readonly TopLevelItem[] = [
  { name: 'men', label: 'Men', href: '/men/products' },
  { name: 'women', label: 'Women', href: '/women/products' },
  { name: 'accessories', label: 'Accessories', href: '/home' },
];

const filterHref = (gender: Gender, filter: string) => `/${gender}/products/filter/${filter}`;

function genderLinks(gender: Gender) {
  const link = (label: string, filter: string): MenuLink => ({ label, href: filterHref(gender, filter) });
  const women = gender === 'women';
  return {
    tops: [
      link('All Tops', 'tops'),
      ...(women ? [link('Sports Bras', 'sportsbras')] : []),
      link('T-Shirts', 't-shirts'),
      link('Long Sleeves', 'longsleeves'),
      link('Hoodies', 'hoodies'),
    ],
    bottoms: [
      link('All Bottoms', 'bottoms'),
      ...(women ? [link('Leggings', 'leggings')] : []),
      link('Shorts', 'shorts'),
      ...(women ? [] : [link('Pants', 'pants')]),
      link('Sweatpants', 'sweatpants'),
    ],
    trending: women
      ? [link('Leggings', 'leggings'), link('Sports Bras', 'sportsbras'), link('Hoodies', 'hoodies')]
      : [link('Hoodies', 'hoodies'), link('Shorts', 'shorts'), link('T-Shirts', 't-shirts')],
    sportsBras: [link('All Sports Bras', 'sportsbras')],
    leggings: [link('All Leggings', 'leggings')],
    featured: [link('New Releases', 'new'), link('On Sale This Month', 'sale')],
  };
}

function genderGroups(gender: Gender): MenuGroup[] {
  const links = genderLinks(gender);
  return [
    { heading: 'Tops', links: links.tops },
    { heading: 'Bottoms', links: links.bottoms },
    ...(gender === 'women'
      ? [
          { heading: 'Sports Bras', links: links.sportsBras },
          { heading: 'Leggings', links: links.leggings },
        ]
      : []),
    { heading: 'Trending', links: links.trending },
    { heading: 'Featured', links: links.featured },
  ];
}

const ACCESSORIES_GROUPS: readonly MenuGroup[] = [
  { heading: 'Bags', links: [{ label: 'Backpacks' }, { label: 'Duffle Bags' }, { label: 'Tote Bags' }] },
  { heading: 'Underwear', links: [{ label: "Men's" }, { label: "Women's" }] },
  { heading: 'Equipment', links: [{ label: 'Lifting Equipment' }, { label: 'Bottles' }] },
  {
    heading: 'Featured',
    links: [
      { label: 'Training App', href: STORE_PAGES.app.path },
      { label: 'Training Blog', href: STORE_PAGES.blog.path },
    ],
  },
];

export const DROPDOWNS: Record<DropdownName, readonly MenuGroup[]> = {
  men: genderGroups('men'),
  women: genderGroups('women'),
  accessories: ACCESSORIES_GROUPS,
};

/** The slide-in navigation's collapsible groups for a gender tab. */
export function slideInGroups(gender: Gender): MenuGroup[] {
  const links = genderLinks(gender);
  return [
    { heading: 'TRENDING', links: links.trending },
    { heading: 'TOPS', links: links.tops },
    { heading: 'BOTTOMS', links: links.bottoms },
  ];
}

export const slideInFeatured = (gender: Gender): Required<MenuLink>[] => [
  { label: 'NEW RELEASES', href: filterHref(gender, 'new') },
  { label: 'ON SALE THIS MONTH', href: filterHref(gender, 'sale') },
];

export const SLIDE_IN_ACCESSORIES: readonly MenuGroup[] = [
  { heading: 'EQUIPMENT', links: [{ label: 'Lifting Equipment' }, { label: 'Bottles' }] },
  { heading: 'UNDERWEAR', links: [{ label: "Men's" }, { label: "Women's" }] },
  { heading: 'BAGS', links: [{ label: 'Backpacks' }, { label: 'Duffle Bags' }, { label: 'Tote Bags' }] },
];

/** The top strip's and the slide-in navigation's help links (docs/frame.md#top-strip). */
export const STRIP_LINKS: readonly Required<MenuLink>[] = [
  { label: 'Accessibility Statement', href: STORE_PAGES.accessibility.path },
  { label: 'Help', href: STORE_PAGES.help.path },
  { label: 'Email Sign Up', href: STORE_PAGES.emailSignUp.path },
  { label: 'Blog', href: STORE_PAGES.blog.path },
];

/** The slide-in navigation's OUR APP link. */
export const APP_LINK: Required<MenuLink> = { label: 'OUR APP', href: STORE_PAGES.app.path };

/** The section a path belongs to, for the underlined active link. */
export function activeSection(pathname: string): DropdownName | null {
  if (pathname.startsWith('/men/')) return 'men';
  if (pathname.startsWith('/women/')) return 'women';
  return null;
}
