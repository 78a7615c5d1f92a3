// Payment, social and app-store marks as small inline SVGs: no image requests,
// fixed sizes, and each one named for assistive technology.
import type { ReactNode } from 'react';

function Badge({
  label,
  width = 46,
  height = 30,
  children,
}: {
  label: string;
  width?: number;
  height?: number;
  children: ReactNode;
}) {
  return (
    <svg
      role="img"
      aria-label={label}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      focusable="false"
    >
      <title>{label}</title>
      {children}
    </svg>
  );
}

const Card = ({ fill, stroke }: { fill: string; stroke?: string }) => (
  <rect x="0.5" y="0.5" width="45" height="29" rx="4" fill={fill} stroke={stroke ?? 'none'} />
);

const Word = ({
  children,
  fill,
  size = 10,
  weight = 800,
  italic = false,
}: {
  children: string;
  fill: string;
  size?: number;
  weight?: number;
  italic?: boolean;
}) => (
  <text
    x="23"
    y="19"
    textAnchor="middle"
    fontFamily="Arial, Helvetica, sans-serif"
    fontSize={size}
    fontWeight={weight}
    fontStyle={italic ? 'italic' : 'normal'}
    fill={fill}
  >
    {children}
  </text>
);

export const PAYMENT_BADGES: readonly { label: string; badge: ReactNode }[] = [
  {
    label: 'Visa',
    badge: (
      <Badge label="Visa">
        <Card fill="#ffffff" stroke="#d6d6d6" />
        <Word fill="#1a1f71" size={12} italic>
          VISA
        </Word>
      </Badge>
    ),
  },
  {
    label: 'Mastercard',
    badge: (
      <Badge label="Mastercard">
        <Card fill="#ffffff" stroke="#d6d6d6" />
        <circle cx="19" cy="15" r="8" fill="#eb001b" />
        <circle cx="27" cy="15" r="8" fill="#f79e1b" fillOpacity="0.9" />
      </Badge>
    ),
  },
  {
    label: 'American Express',
    badge: (
      <Badge label="American Express">
        <Card fill="#2e77bc" />
        <Word fill="#ffffff" size={9}>
          AMEX
        </Word>
      </Badge>
    ),
  },
  {
    label: 'Apple Pay',
    badge: (
      <Badge label="Apple Pay">
        <Card fill="#000000" />
        <Word fill="#ffffff" size={9} weight={600}>
          Pay
        </Word>
      </Badge>
    ),
  },
  {
    label: 'Klarna',
    badge: (
      <Badge label="Klarna">
        <Card fill="#ffb3c7" />
        <Word fill="#0b051d" size={9}>
          Klarna.
        </Word>
      </Badge>
    ),
  },
  {
    label: 'Afterpay',
    badge: (
      <Badge label="Afterpay">
        <Card fill="#b2fce4" />
        <Word fill="#000000" size={8}>
          afterpay
        </Word>
      </Badge>
    ),
  },
];

const Round = ({ label, children }: { label: string; children: ReactNode }) => (
  <Badge label={label} width={36} height={36}>
    <circle cx="18" cy="18" r="18" fill="#111111" />
    <g fill="none" stroke="#ffffff" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      {children}
    </g>
  </Badge>
);

export const SOCIAL_ICONS: readonly { label: string; icon: ReactNode }[] = [
  {
    label: 'Facebook',
    icon: (
      <Round label="Facebook">
        <path d="M20 11h-2a2 2 0 0 0-2 2v14M13 18h6" />
      </Round>
    ),
  },
  {
    label: 'Instagram',
    icon: (
      <Round label="Instagram">
        <rect x="10" y="10" width="16" height="16" rx="5" />
        <circle cx="18" cy="18" r="4" />
      </Round>
    ),
  },
  {
    label: 'YouTube',
    icon: (
      <Round label="YouTube">
        <rect x="9" y="12" width="18" height="12" rx="4" />
        <path d="M16 15v6l5-3z" fill="#ffffff" />
      </Round>
    ),
  },
  {
    label: 'TikTok',
    icon: (
      <Round label="TikTok">
        <path d="M19 10v12a3.5 3.5 0 1 1-3.5-3.5M19 10c.5 2.5 2.5 4 5 4" />
      </Round>
    ),
  },
  {
    label: 'Pinterest',
    icon: (
      <Round label="Pinterest">
        <path d="M17 27l2.5-10M15 20a5 5 0 1 1 6 1.5c-1.5.5-2.5-.5-2-2" />
      </Round>
    ),
  },
  {
    label: 'X (Twitter)',
    icon: (
      <Round label="X (Twitter)">
        <path d="M11 11l14 14M25 11L11 25" />
      </Round>
    ),
  },
];

const Store = ({ label, line1, line2 }: { label: string; line1: string; line2: string }) => (
  <Badge label={label} width={140} height={44}>
    <rect width="140" height="44" rx="8" fill="#000000" />
    <text x="44" y="18" fontFamily="Arial, Helvetica, sans-serif" fontSize="9" fill="#ffffff">
      {line1}
    </text>
    <text
      x="44"
      y="33"
      fontFamily="Arial, Helvetica, sans-serif"
      fontSize="15"
      fontWeight="700"
      fill="#ffffff"
    >
      {line2}
    </text>
    <rect x="12" y="10" width="22" height="24" rx="5" fill="none" stroke="#ffffff" strokeWidth="2" />
  </Badge>
);

export const AppStoreBadge = () => (
  <Store label="Download on the App Store" line1="Download on the" line2="App Store" />
);
export const GooglePlayBadge = () => (
  <Store label="Get it on Google Play" line1="GET IT ON" line2="Google Play" />
);
