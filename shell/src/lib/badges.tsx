// Marks (payment, social, app stores) as small inline SVGs: no image requests,
// fixed sizes, and each one named for assistive technology.
import type { ReactNode } from 'react';

export function Badge({
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
