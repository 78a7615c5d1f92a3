import { theme } from '@storefront/shared';
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';
import { BRAND_FONT_FILE, BRAND_FONT_KEY, rememberBrandFont } from './brand-font';

// The shell's sources have no Node types; jest runs this file in Node (with jsdom's document).
declare const require: (id: 'node:fs') => { readFileSync(path: string, encoding: 'utf8'): string };
declare const __dirname: string;
const template = require('node:fs').readFileSync(`${__dirname}/../index.html`, 'utf8');

function memoryStorage(entries: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, String(value)),
  };
}

const prefetches = () => document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"][as="font"]');

describe('the brand typeface', () => {
  afterEach(() => {
    for (const link of prefetches()) link.remove();
  });

  it("is the theme's first choice for text and headings", () => {
    expect(theme.fonts.body.startsWith("'Inter Variable'")).toBe(true);
    expect(theme.fonts.heading.startsWith("'Inter Variable'")).toBe(true);
  });

  it('is declared by the head script with font-display: optional, for the file and key the shell remembers', () => {
    expect(template).toContain(`'__SHELL_BASE__/${BRAND_FONT_FILE}'`);
    expect(template).toContain(`localStorage.getItem('${BRAND_FONT_KEY}')`);
    expect(template).toContain('font-display:optional');
    expect(template).toContain('font-weight:100 900');
    // Nothing asks for the file before that check: no static preload, no @font-face in a stylesheet.
    expect(template).not.toMatch(/<link[^>]*as="font"/);
  });

  it('is fetched at the lowest priority after a page without it, and remembered once it has arrived', () => {
    const storage = memoryStorage();
    rememberBrandFont(document, storage);
    const [link] = prefetches();
    expect(link).toBeDefined();
    expect(link.getAttribute('href')).toBe(interLatin);
    expect(link.crossOrigin).toBe('anonymous');
    expect(storage.getItem(BRAND_FONT_KEY)).toBeNull();
    link.dispatchEvent(new Event('load'));
    // Its path, as the head script compares it (a new shell release is a new path).
    expect(storage.getItem(BRAND_FONT_KEY)).toBe(new URL(interLatin, document.baseURI).pathname);
  });

  it('is not fetched again once remembered, and never when storage is refused', () => {
    const remembered = memoryStorage();
    rememberBrandFont(document, remembered);
    prefetches()[0].dispatchEvent(new Event('load'));
    prefetches()[0].remove();
    rememberBrandFont(document, remembered);
    expect(prefetches()).toHaveLength(0);

    const refused = memoryStorage();
    refused.getItem = () => {
      throw new Error('SecurityError');
    };
    rememberBrandFont(document, refused);
    expect(prefetches()).toHaveLength(0);
  });
});
