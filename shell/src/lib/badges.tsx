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

const Store = ({
  label,
  line1,
  line2,
  mark,
}: {
  label: string;
  line1: string;
  line2: string;
  mark: ReactNode;
}) => (
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
    {mark}
  </Badge>
);

// Each store's mark drawn in a few strokes (an apple with its leaf, a play triangle), not a box.
const APPLE = (
  <g fill="#ffffff">
    <path d="M23 15c-1.2-.9-3.8-.9-5 .4-1.8-1.4-5.5-.6-5.5 4.6 0 4 2.6 8 4.6 8 1.1 0 1.5-.6 2.7-.6s1.5.6 2.7.6c1.4 0 2.9-2.3 3.6-4.2-2.8-1.2-3-5.3-.2-6.7-.6-.9-1.8-2.1-2.9-2.1z" />
    <path d="M19.6 13.8c0-1.8 1.2-3.4 3-3.8.2 1.9-1.2 3.6-3 3.8z" />
  </g>
);
const PLAY = (
  <g>
    <path d="M13 10.5v23l11.5-11.5z" fill="#34a853" />
    <path d="M13 10.5l15.5 8.6-4 2.9z" fill="#fbbc04" />
    <path d="M13 33.5l15.5-8.6-4-2.9z" fill="#ea4335" />
    <path d="M28.5 19.1l4 2.9-4 2.9-4-2.9z" fill="#4285f4" />
  </g>
);

export const AppStoreBadge = () => (
  <Store label="Download on the App Store" line1="Download on the" line2="App Store" mark={APPLE} />
);
export const GooglePlayBadge = () => (
  <Store label="Get it on Google Play" line1="GET IT ON" line2="Google Play" mark={PLAY} />
);
