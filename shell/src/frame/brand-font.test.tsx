/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { theme } from '@storefront/shared';
import { BrandFont } from './brand-font';

describe('the brand typeface', () => {
  it('is declared with font-display: optional, so its arrival never moves the text', () => {
    const sheet = new ServerStyleSheet();
    try {
      renderToString(sheet.collectStyles(<BrandFont />));
      const css = sheet.getStyleTags();
      expect(css).toContain("font-family:'Inter Variable'");
      expect(css).toContain('font-display:optional');
      expect(css).toContain('font-weight:100 900');
    } finally {
      sheet.seal();
    }
  });

  // The page's preload of BRAND_FONT_FILE is checked in the browser (e2e/tests/every-control.spec.ts).
  it('is the theme’s first choice for text and headings', () => {
    expect(theme.fonts.body.startsWith("'Inter Variable'")).toBe(true);
    expect(theme.fonts.heading.startsWith("'Inter Variable'")).toBe(true);
  });
});
