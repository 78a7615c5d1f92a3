// Props of every federated fragment: the contract between the one that mounts a
// parcel (the shell, or a slice showing another's UI) and the slice that owns it.
import type { Product } from './schemas';
import type { Category, Gender, PriceFilter, Style } from './vocabulary';

/** mf-catalog ./ListingPage: /{gender}/products[/filter/{filter}] */
export interface ListingPageProps {
  gender: Gender;
  filter?: string;
}

/** mf-catalog ./ProductPage: /{gender}/products/{productId} (the raw route parameter). */
export interface ProductPageProps {
  gender: Gender;
  productId: string;
}

/** mf-catalog ./ProductCarousel */
export interface ProductCarouselProps {
  /**
   * new: GET /api/products/new; sale: /sale; dsgn: /dsgn; similar: same gender and category;
   * recent: the products this device viewed last (kept in the browser only: nothing is rendered on
   * the server, nor before there is one to show).
   */
  source: 'new' | 'sale' | 'dsgn' | 'similar' | 'recent';
  title: string;
  viewAllHref?: string;
  gender?: Gender;
  category?: Category;
  /** similar, recent: the product the page shows, left out. */
  excludeProductId?: number;
  /**
   * The carousel is in the page's first view on a phone (the first on /home): its first images
   * load at once, the first one before any other, instead of lazily (it is the page's LCP).
   */
  priority?: boolean;
}

/** mf-catalog ./ProductStrip: a horizontally scrolling row (search results). */
export interface ProductStripProps {
  products: Product[];
  loading: boolean;
  label?: string;
  /** Called when the shopper opens a product (the search closes itself). */
  onProductOpen?: (product: Product) => void;
}

/**
 * mf-catalog ./ProductPicture: a product's own picture as the catalog draws it, for another
 * slice's line (the cart, checkout, the confirmation). It keeps a box of `size` px wide and
 * `size * 5 / 4` high whatever happens (the catalog's 400 x 500 images), blank when the picture
 * cannot be had.
 */
export interface ProductPictureProps {
  productId: number;
  view?: 'front' | 'back';
  /** The box's width in px; its height is 5/4 of it. */
  size: number;
  /** The image's text alternative ('' when the line names the product beside it). */
  alt: string;
}

/** The height of a ProductPicture's box: the one who mounts it reserves the same. */
export const productPictureHeight = (size: number): number => Math.round((size * 5) / 4);

/**
 * A product's picture as a PNG at a store address that never changes (docs/cart.md#order-mail):
 * the gateway answers it from the catalog's ./ProductPicture; the order mail and the product page's
 * og:image name it (mail clients and link previews do not all show SVG). The front view, 112 x 140.
 */
export const productPicturePngPath = (productId: number): string => `/images/products/${productId}.png`;
export const PRODUCT_PICTURE_PNG_SIZE = { width: 112, height: 140 } as const;

/** The filter groups a product browser can show, in the order given. */
export type BrowseFilterGroup =
  'category' | 'style' | 'gender' | 'collection' | 'price' | 'sortBy' | 'size' | 'colour';

/** What the browser asks the wishlist for: the server-side filters (null: not filtered). */
export interface WishlistBrowseQuery {
  category: Category | null;
  style: Style | null;
  gender: Gender | null;
  priceFilter: PriceFilter | null;
}

/**
 * Where a product browser's products come from: a listing the catalog fetches itself, or the
 * wishlist, whose owner loads it (and bumps `revision` when it changes).
 */
export type ProductSource =
  | { kind: 'listing'; gender: Gender; filter?: string }
  /** A search's results (docs/catalog.md#product-browser): the paged listing asked with `q`. */
  | { kind: 'search'; q: string }
  | { kind: 'wishlist'; load: (query: WishlistBrowseQuery) => Promise<Product[]>; revision: number };

/** mf-catalog ./ProductBrowser: filters (in the URL), chips, column toggle, overlay and grid. */
export interface ProductBrowserProps {
  source: ProductSource;
  groups: readonly BrowseFilterGroup[];
}

/** mf-cart ./ConfirmationPage: /checkout/confirmation/{orderId} (the raw route parameter). */
interface ConfirmationPageProps {
  orderId?: string;
}

/** mf-search ./SearchPage: /search?q= (the raw query parameter, '' without one). */
export interface SearchPageProps {
  q: string;
}

/** A fragment that takes nothing: it reads what it needs from shared state and the URL. */
type NoProps = Record<never, never>;

/**
 * Every fragment's props, by slice and expose: the contract `RemoteParcel` and `createParcel`
 * are typed with. Its slices and exposes must match frontends.json (checked in frontends.ts).
 */
export interface FragmentProps {
  'mf-catalog': {
    ListingPage: ListingPageProps;
    ProductPage: ProductPageProps;
    ProductCarousel: ProductCarouselProps;
    ProductStrip: ProductStripProps;
    ProductBrowser: ProductBrowserProps;
    ProductPicture: ProductPictureProps;
  };
  'mf-cart': {
    CartPage: NoProps;
    MiniCart: NoProps;
    CartDrawer: NoProps;
    CheckoutPage: NoProps;
    ConfirmationPage: ConfirmationPageProps;
    OrderHistory: NoProps;
  };
  'mf-account': {
    SignupPage: NoProps;
    LoginPage: NoProps;
    SettingsPage: NoProps;
    MakeReturnPage: NoProps;
    AccountPage: NoProps;
    ForgotPasswordPage: NoProps;
    ResetPasswordPage: NoProps;
    VerifyEmailPage: NoProps;
    WishlistPage: NoProps;
    UserMenu: NoProps;
    WishlistHeart: NoProps;
    WishlistPopup: NoProps;
  };
  'mf-search': {
    Search: NoProps;
    SearchPage: SearchPageProps;
  };
}
