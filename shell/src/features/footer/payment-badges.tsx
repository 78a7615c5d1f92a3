// The footer's payment marks as small inline SVGs, each named for assistive technology.
import type { ReactNode } from 'react';
import { Badge } from '../../lib/badges';

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
