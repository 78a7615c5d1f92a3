import { STORE_PAGES, StoreLink } from '@storefront/shared';
import { PAYMENT_BADGES } from '../payment-badges';
import { SOCIAL_ICONS } from '../social-icons';
import { Bottom, Columns, Row, Tagline, Tiles, Wrapper } from './footer.styles';

interface FooterLink {
  label: string;
  href: string;
}

const page = (label: string, name: keyof typeof STORE_PAGES): FooterLink => ({
  label,
  href: STORE_PAGES[name].path,
});

/** docs/frame.md#footer: every help and pages entry opens a page of the store. */
const FOOTER_COLUMNS: readonly { heading: string; entries: readonly FooterLink[] }[] = [
  {
    heading: 'HELP',
    entries: [
      page('FAQ', 'help'),
      page('Delivery Information', 'delivery'),
      page('Returns Policy', 'returnsPolicy'),
      page('Make A Return', 'makeReturn'),
      // The account page lists the shopper's orders (YOUR ORDERS).
      page('Orders', 'account'),
    ],
  },
  {
    heading: 'PAGES',
    entries: [
      page('About Us', 'aboutUs'),
      page('Careers', 'careers'),
      page('Student Discount', 'studentDiscount'),
      page('Veteran Discount', 'veteranDiscount'),
      page('Factory List', 'factoryList'),
      page('Sustainability', 'sustainability'),
    ],
  },
  {
    heading: 'LEGAL',
    entries: [
      page('Terms & Conditions', 'terms'),
      page('Privacy Notice', 'privacy'),
      page('Cookie Policy', 'cookiePolicy'),
    ],
  },
];

const TILES: readonly (FooterLink & { text: string })[] = [
  { ...page('BLOG', 'blog'), text: 'Training tips, recipes and stories from the community.' },
  { ...page('TRAINING APP', 'app'), text: 'Workouts and plans in your pocket.' },
  { ...page('EMAIL SIGN UP', 'emailSignUp'), text: 'New drops and offers, straight to your inbox.' },
];

/** The store's clock, not a year written into the copy (docs/frame.md#footer). */
const year = () => new Date().getFullYear();

/** The page's last element: src/index.html holds its first paint until it is parsed. */
export const FOOTER_ID = 'site-footer';

export function Footer() {
  return (
    <Wrapper id={FOOTER_ID}>
      <Tiles>
        {TILES.map((tile) => (
          <li key={tile.label}>
            <h2>
              <StoreLink href={tile.href}>{tile.label}</StoreLink>
            </h2>
            <p>{tile.text}</p>
          </li>
        ))}
      </Tiles>
      <Columns>
        {FOOTER_COLUMNS.map((column) => (
          <section key={column.heading} aria-label={column.heading}>
            <h2>{column.heading}</h2>
            <ul>
              {column.entries.map((entry) => (
                <li key={entry.label}>
                  <StoreLink href={entry.href}>{entry.label}</StoreLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <section aria-label="Follow us">
          <h2>FOLLOW US</h2>
          {/* Pictures, not links: the store has no social accounts to send a shopper to yet. */}
          <Row>
            {SOCIAL_ICONS.map(({ label, icon }) => (
              <li key={label}>{icon}</li>
            ))}
          </Row>
        </section>
      </Columns>
      <Bottom>
        <div>
          <Tagline>FITNESS IS FASHIONABLE.</Tagline>
          <p suppressHydrationWarning>Designed and built by DSGN Studio. © {year()} DSGN Fitness.</p>
        </div>
        <Row aria-label="Payment methods we accept">
          {PAYMENT_BADGES.map(({ label, badge }) => (
            <li key={label}>{badge}</li>
          ))}
        </Row>
      </Bottom>
    </Wrapper>
  );
}
