// The line's picture. Product photos belong to mf-catalog, so the cart draws its
// own neutral silhouette of the line's style in the line's colour.
import { STYLE_CATEGORY, type Colour, type Style } from '@storefront/shared';

const COLOUR_HEX: Record<Colour, string> = {
  black: '#1d1d1d',
  blue: '#2f5aa8',
  red: '#c0392b',
  gray: '#8a8d91',
  green: '#3f7d4e',
  orange: '#e07a2e',
  pink: '#e59bb4',
  purple: '#6d4a9c',
  brown: '#7a5236',
  white: '#f7f7f7',
};

const SILHOUETTES: Record<'top' | 'bra' | 'shorts' | 'long', string> = {
  top: 'M22 10l10-5h16l10 5 12 14-9 8-7-6v44H26V26l-7 6-9-8z',
  bra: 'M26 14h6l8 14 8-14h6l4 30H22z',
  shorts: 'M20 14h40l4 36H45l-5-18-5 18H16z',
  long: 'M22 8h36l2 66H45L40 30l-5 44H20z',
};

function silhouetteFor(style: Style): string {
  if (style === 'sportsbras') return SILHOUETTES.bra;
  if (style === 'shorts') return SILHOUETTES.shorts;
  return STYLE_CATEGORY[style] === 'bottoms' ? SILHOUETTES.long : SILHOUETTES.top;
}

export function GarmentSwatch({ color, style, size = 80 }: { color: Colour; style: Style; size?: number }) {
  const fill = COLOUR_HEX[color] ?? COLOUR_HEX.gray;
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 80 80"
      aria-hidden="true"
      focusable="false"
      data-swatch={`${color}-${style}`}
      style={{ flex: 'none', background: '#f4f4f4' }}
    >
      <path d={silhouetteFor(style)} fill={fill} stroke="#b5b5b5" strokeWidth={1} strokeLinejoin="round" />
    </svg>
  );
}
