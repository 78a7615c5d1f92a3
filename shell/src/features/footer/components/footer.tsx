import styled from 'styled-components';
import { PAYMENT_BADGES } from '../payment-badges';
import { SOCIAL_ICONS } from '../social-icons';

/** SPEC section 1: plain-text help and pages entries (destinations not shown). */
export const FOOTER_COLUMNS: readonly { heading: string; entries: readonly string[] }[] = [
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

const Wrapper = styled.footer`
  margin-top: 48px;
  background: ${({ theme }) => theme.colors.subtle};
  color: ${({ theme }) => theme.colors.text};
  font-size: 14px;
`;

const Tiles = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 16px;
  margin: 0;
  padding: 32px 24px;
  list-style: none;
  ${({ theme }) => theme.media.below768} {
    grid-template-columns: 1fr;
  }
  li {
    padding: 20px;
    background: ${({ theme }) => theme.colors.surface};
  }
  h2 {
    margin: 0 0 6px;
    font-size: 16px;
    letter-spacing: 0.04em;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: 24px;
  padding: 8px 24px 32px;
  h2 {
    margin: 0 0 12px;
    font-size: 14px;
    letter-spacing: 0.06em;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    margin-bottom: 8px;
  }
`;

const Row = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
  }
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  padding: 20px 24px 32px;
  border-top: 1px solid ${({ theme }) => theme.colors.line};
  p {
    margin: 0;
  }
`;

const Tagline = styled.p`
  font-weight: 800;
  letter-spacing: 0.06em;
`;

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
