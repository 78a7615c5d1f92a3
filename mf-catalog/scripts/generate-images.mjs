#!/usr/bin/env node
// Writes the slice's product illustrations: one SVG per style, colour and view
// (front, back, detail) into src/lib/product-images/generated/, plus a typed
// index that turns each file into a webpack asset URL. Deterministic: the same
// vocabulary always yields byte-identical files, so the output is committed and
// a re-run shows no diff. Both genders share a drawing of the same style and
// colour (docs/catalog.md#images groups images by colour and product).
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '../src/lib/product-images/generated');

// The one list of styles is the shared vocabulary's; this plain script reads it from the source.
const VOCABULARY = readFileSync(
  join(dirname(fileURLToPath(import.meta.url)), '../../shared/src/contracts/vocabulary.ts'),
  'utf8',
);
const STYLES = [.../export const STYLES = \[([^\]]*)\]/.exec(VOCABULARY)[1].matchAll(/'([^']+)'/g)].map(
  (m) => m[1],
);
if (STYLES.length === 0) throw new Error('no STYLES found in shared/src/contracts/vocabulary.ts');
const VIEWS = ['front', 'back', 'detail'];
// The one palette: the filter swatches use it too.
const COLOURS = JSON.parse(
  readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../src/lib/colour-palette.json'), 'utf8'),
);

/** Mirrors the left half of an outline (x < 200) into a closed, symmetric path. */
function symmetric(left) {
  const right = [...left].reverse().map(([x, y]) => [400 - x, y]);
  const points = [...left, ...right];
  return `M${points.map(([x, y]) => `${x} ${y}`).join('L')}Z`;
}

// Left halves of each outline, from the top centre round to the bottom centre.
const OUTLINES = {
  't-shirts': [
    [200, 92],
    [166, 70],
    [112, 86],
    [58, 158],
    [94, 186],
    [126, 160],
    [128, 420],
    [200, 424],
  ],
  longsleeves: [
    [200, 92],
    [166, 70],
    [112, 86],
    [76, 200],
    [60, 392],
    [90, 398],
    [106, 262],
    [128, 170],
    [128, 420],
    [200, 424],
  ],
  hoodies: [
    [200, 98],
    [158, 72],
    [104, 90],
    [68, 204],
    [52, 396],
    [86, 402],
    [102, 262],
    [122, 176],
    [120, 424],
    [200, 428],
  ],
  sportsbras: [
    [200, 168],
    [156, 118],
    [154, 74],
    [138, 74],
    [122, 160],
    [120, 282],
    [200, 286],
  ],
  leggings: [
    [200, 70],
    [124, 70],
    [112, 126],
    [108, 210],
    [140, 456],
    [182, 456],
    [194, 206],
    [200, 190],
  ],
  shorts: [
    [200, 92],
    [120, 92],
    [108, 140],
    [92, 302],
    [188, 314],
    [196, 236],
    [200, 226],
  ],
  pants: [
    [200, 70],
    [120, 70],
    [106, 120],
    [98, 260],
    [110, 456],
    [186, 456],
    [194, 206],
    [200, 192],
  ],
  sweatpants: [
    [200, 70],
    [118, 70],
    [104, 124],
    [96, 262],
    [128, 424],
    [126, 456],
    [182, 456],
    [182, 424],
    [194, 208],
    [200, 194],
  ],
};

const TOPS = new Set(['t-shirts', 'longsleeves', 'hoodies', 'sportsbras']);

/** Darker or lighter shade of a hex colour, for seams and folds. */
function shade(hex, amount) {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift) => {
    const c = (n >> shift) & 255;
    const v = amount < 0 ? c * (1 + amount) : c + (255 - c) * amount;
    return Math.round(Math.max(0, Math.min(255, v)))
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

/** Seams, trims and marks drawn over the silhouette, per style and view. */
function details(style, view, seam) {
  const line = (d, w = 3) =>
    `<path d="${d}" fill="none" stroke="${seam}" stroke-width="${w}" stroke-linecap="round"/>`;
  const front = view !== 'back';
  const logo = `<path d="M${front ? 236 : 200} ${style === 'sportsbras' ? 206 : 150}l10-12 10 12-10 12z" fill="${seam}"/>`;
  switch (style) {
    case 't-shirts':
    case 'longsleeves':
      return [
        line(front ? 'M166 70Q200 110 234 70' : 'M166 70Q200 84 234 70'),
        line('M130 410H270', 2),
        front ? logo : line('M192 80h16', 4),
        style === 'longsleeves'
          ? line('M62 380l28 6M338 380l-28 6', 2)
          : line('M92 176l-26-18M308 176l26-18', 2),
      ].join('');
    case 'hoodies':
      return [
        front
          ? `<path d="M170 80Q176 44 200 42Q224 44 230 80Q200 112 170 80z" fill="${seam}" opacity=".45"/>`
          : `<path d="M158 72Q146 16 200 12Q254 16 242 72Q200 170 158 72z" fill="${seam}" opacity=".3"/>`,
        front ? line('M186 100v46M214 100v46', 2) + line('M140 320h120l14 70H126z', 2) : '',
        line('M122 412H278', 3),
        line('M56 384l30 6M344 384l-30 6', 2),
      ].join('');
    case 'sportsbras':
      return [
        line(front ? 'M124 246Q200 262 276 246' : 'M124 246H276', 6),
        front ? logo : line('M154 80l46 80 46-80', 3),
      ].join('');
    case 'leggings':
    case 'pants':
    case 'sweatpants':
    case 'shorts': {
      const waist = style === 'shorts' ? 92 : 70;
      return [
        line(`M${style === 'shorts' ? 120 : 122} ${waist + 22}H${style === 'shorts' ? 280 : 278}`, 3),
        front && style !== 'leggings' ? line(`M190 ${waist + 24}l-6 26M210 ${waist + 24}l6 26`, 2) : '',
        front
          ? line(`M200 ${waist + 26}V${waist + 110}`, 2)
          : line('M140 160h40v40h-40zM220 160h40v40h-40z', 2),
        style === 'sweatpants' ? line('M128 424h54M218 424h54', 3) : '',
        front && style !== 'shorts' ? logo.replace('M236 150', 'M150 150') : '',
      ].join('');
    }
    default:
      throw new Error(`no details for ${style}`);
  }
}

function svg(style, colour, view) {
  const fill = COLOURS[colour];
  const light = colour === 'white';
  const seam = light ? '#b9b9b4' : shade(fill, -0.35);
  const outline = symmetric(OUTLINES[style]);
  // The detail view is a close crop of the chest (tops) or waistband (bottoms).
  const focus = TOPS.has(style) ? (style === 'sportsbras' ? 190 : 150) : 130;
  // The hood sits behind the body, so it is drawn first.
  const hood =
    style === 'hoodies'
      ? `<path d="M154 80Q142 18 200 12Q258 18 246 80z" fill="${fill}" stroke="${light ? '#c9c9c4' : seam}" stroke-width="3"/>`
      : '';
  const garment =
    hood +
    `<path d="${outline}" fill="${fill}" stroke="${light ? '#c9c9c4' : seam}" stroke-width="3" stroke-linejoin="round"/>` +
    `<path d="${outline}" fill="url(#s)"/>` +
    details(style, view, seam);
  const body =
    view === 'detail'
      ? `<g transform="translate(200 250) scale(2.6) translate(-220 -${focus})">${garment}</g><rect width="400" height="500" fill="url(#k)"/>`
      : garment;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 500" width="400" height="500">` +
    `<defs><linearGradient id="s" x1="0" x2="1"><stop offset="0" stop-color="#fff" stop-opacity=".14"/><stop offset=".55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".16"/></linearGradient>` +
    `<pattern id="k" width="6" height="6" patternUnits="userSpaceOnUse"><path d="M0 6L6 0" stroke="#000" stroke-opacity=".07"/></pattern></defs>` +
    `<rect width="400" height="500" fill="${light ? '#e6e7ea' : '#f1f1ef'}"/>${body}</svg>\n`
  );
}

const fileName = (style, colour, view) => `${colour}-${style}-${view}.svg`;
const identifier = (style, colour, view) => `${colour}_${style.replace('-', '')}_${view}`;

rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });
const imports = [];
const entries = [];
for (const colour of Object.keys(COLOURS)) {
  for (const style of STYLES) {
    for (const view of VIEWS) {
      writeFileSync(join(OUT, fileName(style, colour, view)), svg(style, colour, view));
      imports.push(`import ${identifier(style, colour, view)} from './${fileName(style, colour, view)}';`);
    }
    entries.push(
      `  '${colour}/${style}': [${VIEWS.map((view) => identifier(style, colour, view)).join(', ')}],`,
    );
  }
}
writeFileSync(
  join(OUT, 'index.ts'),
  [
    '// Generated by scripts/generate-images.mjs: do not edit.',
    ...imports,
    '',
    '/** `{colour}/{style}` → URLs of the front, back and detail views. */',
    'export const IMAGE_SETS: Record<string, readonly [string, string, string]> = {',
    ...entries,
    '};',
    '',
  ].join('\n'),
);
console.log(`wrote ${readdirSync(OUT).length} files to ${OUT}`);
