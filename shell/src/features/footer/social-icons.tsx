// The footer's six social icons as small inline SVGs, each named for assistive technology.
import type { ReactNode } from 'react';
import { Badge } from '../../lib/badges';

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
