// The store's typeface (docs/frame.md#one-look): Inter, self-hosted from the npm package
// @fontsource-variable/inter (one variable file, Latin, 48 KB, every weight), served from the shell's
// release folder like its other assets. src/index.html preloads the same file, and
// `font-display: optional` means the font is used only if it is there for the first paint: the
// page never re-lays out its text when it arrives (no layout shift); a slow connection keeps the
// fallback for that page view and has the font cached for the next.
import { createGlobalStyle } from 'styled-components';
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';

/** The file's name in the build (assets/[name][ext]): src/index.html's preload names it too. */
export const BRAND_FONT_FILE = 'assets/inter-latin-wght-normal.woff2';

export const BrandFont = createGlobalStyle`
  @font-face {
    font-family: 'Inter Variable';
    font-style: normal;
    font-display: optional;
    font-weight: 100 900;
    src: url(${interLatin}) format('woff2-variations');
    unicode-range: U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308,
      U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD;
  }
`;
