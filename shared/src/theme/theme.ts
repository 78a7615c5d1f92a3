// Design tokens. Breakpoints and timings are docs/constants.md (#breakpoints, #timings, #scroll).
export const theme = {
  colors: {
    ink: '#111111',
    text: '#1f1f1f',
    muted: '#6b6b6b',
    line: '#e4e4e4',
    surface: '#ffffff',
    subtle: '#f4f4f4',
    accent: '#1a1aff',
    sale: '#d0021b',
    success: '#1f7a3d',
    overlay: 'rgba(0, 0, 0, 0.45)',
  },
  // The brand typeface is the shell's (shell/src/frame/brand-font.ts); until it is there, and
  // where it is not, the system's sans-serif.
  fonts: {
    body: "'Inter Variable', 'Helvetica Neue', Helvetica, Arial, system-ui, sans-serif",
    heading: "'Inter Variable', 'Helvetica Neue', Helvetica, Arial, system-ui, sans-serif",
  },
  breakpoints: {
    shortFilterLabel: 500,
    gridToggle: 766,
    wishlistWide: 767,
    hover: 768,
    wide: 1024,
  },
  // The same breakpoints as plain media queries, for useMediaQuery (theme.media wraps CSS).
  queries: {
    below500: '(max-width: 499px)',
    narrow: '(max-width: 766px)',
    below768: '(max-width: 767px)',
    from768: '(min-width: 768px)',
    upTo1024: '(max-width: 1024px)',
    wide: '(min-width: 1025px)',
    reducedMotion: '(prefers-reduced-motion: reduce)',
  },
  media: {
    below500: '@media (max-width: 499px)',
    upTo766: '@media (max-width: 766px)',
    below768: '@media (max-width: 767px)',
    from768: '@media (min-width: 768px)',
    upTo1024: '@media (max-width: 1024px)',
    above1024: '@media (min-width: 1025px)',
  },
  timings: {
    bannerMs: 4000,
    wishlistPopupMs: 5000,
    quickAddDelayMs: 500,
    navDropdownMs: 100,
    drawerRemoveMs: 800,
    drawerRefetchMs: 1000,
    pageRemoveMs: 1000,
    drawerOpenDelayMs: 100,
    filterOverlayOpenMs: [100, 300],
    filterOverlayCloseMs: 200,
  },
  // One type scale, one button scale and one page gutter for every slice (docs/frame.md#one-look):
  // a page's h1, a section's h2, the primary button, the space either side of a page's content.
  type: {
    h1: { size: 28, weight: 800, tracking: '0.02em' },
    h2: { size: 18, weight: 700, tracking: '0.04em' },
    body: 16,
    small: 14,
  },
  button: { height: 48, fontSize: 14, weight: 700, paddingX: 20 },
  // The page gutter: the space either side of a page's content, 16px on phones, 24px from 768px.
  space: { gutter: 16, gutterWide: 24, pageTop: 32 },
  scroll: { shadowAfterPx: 50, hideHeaderAfterPx: 80, carouselStepPx: 320 },
  radius: '2px',
  zIndex: { header: 100, dropdown: 110, overlay: 200, drawer: 210, popup: 300 },
} as const;

export type StoreTheme = typeof theme;
