// The size guide's body measurements (docs/catalog.md#product-page): one table per gender and
// category, as the catalogue has them (tops, bottoms), in centimetres; inches are worked out.
import type { Category, Gender, Size } from '@storefront/shared';

/** A body measurement's range in cm, from and to. */
export type Range = readonly [from: number, to: number];

export interface SizeChart {
  /** The measurements, in column order ('Chest', 'Waist'…). */
  measures: readonly string[];
  /** Each size's range for each measure, in the same order. */
  sizes: Readonly<Record<Size, readonly Range[]>>;
  /** How to take each measure. */
  howTo: readonly string[];
}

const CHEST = 'Measure around the fullest part of the chest, under the arms.';
const BUST = 'Measure around the fullest part of the bust.';
const WAIST = 'Measure around the narrowest part of the waist.';
const HIPS = 'Stand with feet together and measure around the fullest part of the hips.';

export const SIZE_CHARTS: Readonly<Record<Gender, Readonly<Record<Category, SizeChart>>>> = {
  men: {
    tops: {
      measures: ['Chest', 'Waist'],
      sizes: {
        extraSmall: [
          [86, 91],
          [71, 76],
        ],
        small: [
          [91, 97],
          [76, 81],
        ],
        medium: [
          [97, 104],
          [81, 89],
        ],
        large: [
          [104, 112],
          [89, 97],
        ],
        extraLarge: [
          [112, 120],
          [97, 104],
        ],
      },
      howTo: [CHEST, WAIST],
    },
    bottoms: {
      measures: ['Waist', 'Hips'],
      sizes: {
        extraSmall: [
          [71, 76],
          [86, 91],
        ],
        small: [
          [76, 81],
          [91, 97],
        ],
        medium: [
          [81, 89],
          [97, 104],
        ],
        large: [
          [89, 97],
          [104, 112],
        ],
        extraLarge: [
          [97, 104],
          [112, 120],
        ],
      },
      howTo: [WAIST, HIPS],
    },
  },
  women: {
    tops: {
      measures: ['Bust', 'Waist'],
      sizes: {
        extraSmall: [
          [76, 81],
          [61, 66],
        ],
        small: [
          [81, 86],
          [66, 71],
        ],
        medium: [
          [86, 94],
          [71, 79],
        ],
        large: [
          [94, 102],
          [79, 86],
        ],
        extraLarge: [
          [102, 110],
          [86, 94],
        ],
      },
      howTo: [BUST, WAIST],
    },
    bottoms: {
      measures: ['Waist', 'Hips'],
      sizes: {
        extraSmall: [
          [61, 66],
          [86, 91],
        ],
        small: [
          [66, 71],
          [91, 97],
        ],
        medium: [
          [71, 79],
          [97, 104],
        ],
        large: [
          [79, 86],
          [104, 112],
        ],
        extraLarge: [
          [86, 94],
          [112, 119],
        ],
      },
      howTo: [WAIST, HIPS],
    },
  },
};

export type Unit = 'cm' | 'in';

/** A range as the shopper reads it: '86–91' in cm, '34–36' in inches (to the half inch). */
export function formatRange([from, to]: Range, unit: Unit): string {
  const show = (cm: number) => (unit === 'cm' ? String(cm) : String(Math.round((cm / 2.54) * 2) / 2));
  return `${show(from)}–${show(to)}`;
}
