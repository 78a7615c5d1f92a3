// The card's text block below the image, in pixels: the card draws it and the loading
// placeholder reserves it, so a list keeps its size when the cards replace the placeholders.
// Four lines: name, colour, how many colours (an empty line for one, so every card in a row
// aligns and a placeholder never guesses) and price.
export const CARD_INFO = { paddingTop: 8, lineHeight: 20, gap: 2, lines: 4 } as const;

/** Height of the text block: padding, four 20px lines and the three gaps between them. */
export const CARD_INFO_HEIGHT =
  CARD_INFO.paddingTop + CARD_INFO.lines * CARD_INFO.lineHeight + (CARD_INFO.lines - 1) * CARD_INFO.gap;

/** The shared SkeletonCard's text block: 8px gap, 14px line, 8px gap, 14px line. */
export const SKELETON_INFO_HEIGHT = 8 + 14 + 8 + 14;

/**
 * In a grid on phones (766px and below) the name wraps to two lines (many names share their
 * first words), so the block is one 20px line taller there; its placeholder reserves the same.
 */
export const GRID_PHONE_NAME_LINES = 2;
export const GRID_PHONE_EXTRA_HEIGHT = (GRID_PHONE_NAME_LINES - 1) * CARD_INFO.lineHeight;

/** The attribute a grid sets so its cards and placeholders take the phone's two-line names. */
export const WRAP_NAMES_ATTRIBUTE = 'data-wrap-names';
