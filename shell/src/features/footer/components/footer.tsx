import { PAYMENT_BADGES } from '../payment-badges';
import { SOCIAL_ICONS } from '../social-icons';
import { Bottom, Columns, Row, Tagline, Tiles, Wrapper } from './footer.styles';

/** docs/frame.md#footer: plain-text help and pages entries (destinations not shown). */
const FOOTER_COLUMNS: readonly { heading: string; entries: readonly string[] }[] = [
  { heading: 'HELP', entries: ['FAQ', 'Delivery Information', 'Returns Policy', 'Make A Return', 'Orders'] },
  {
    heading: 'PAGES',
    entries: [
      'About Us',
      'Careers',
      'Student Discount',
      'Veteran Discount',
      'Factory List',
      'Sustainability',
    ],
  },
  { heading: 'LEGAL', entries: ['Terms & Conditions', 'Privacy Notice', 'Cookie Policy'] },
];

const TILES: readonly { title: string; text: string }[] = [
  { title: 'BLOG', text: 'Training tips, recipes and stories from the community.' },
  { title: 'TRAINING APP', text: 'Workouts and plans in your pocket.' },
  { title: 'EMAIL SIGN UP', text: 'New drops and offers, straight to your inbox.' },
];

export function Footer() {
  return (
    <Wrapper>
      <Tiles>
        {TILES.map((tile) => (
          <li key={tile.title}>
            <h2>{tile.title}</h2>
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
                <li key={entry}>{entry}</li>
              ))}
            </ul>
          </section>
        ))}
        <section aria-label="Follow us">
          <h2>FOLLOW US</h2>
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
          <p>Designed and built by DSGN Studio. © 2024 DSGN Fitness.</p>
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
