// The small Markdown the content pages are written in (shell/content/*.md, docs/frame.md#content-pages),
// parsed into plain data that React renders: no raw HTML from a file ever reaches the page (every
// character is text React escapes), links go only to the store's own paths, https or mailto, and
// the work is bounded (MAX_SOURCE characters, one pass over the lines, no backtracking patterns).

export const MAX_SOURCE = 64 * 1024;

export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; text: string }
  | { kind: 'em'; text: string }
  | { kind: 'link'; text: string; href: string };

export type Block =
  | { kind: 'heading'; level: 1 | 2 | 3; text: string }
  | { kind: 'paragraph'; inlines: Inline[] }
  | { kind: 'list'; ordered: boolean; items: Inline[][] }
  | { kind: 'table'; head: Inline[][]; rows: Inline[][][] };

/** A link target the store follows: one of its own paths, an https page or a mail address. */
export function safeHref(href: string): string | null {
  if (/^\/(?!\/)[^\s\\]*$/.test(href)) return href;
  if (/^https:\/\/[^\s\\]+$/i.test(href)) return href;
  if (/^mailto:[^\s\\@]+@[^\s\\@]+$/i.test(href)) return href;
  return null;
}

/** `**strong**`, `*em*` and `[text](href)` in one left-to-right scan; anything else is text. */
export function parseInline(source: string): Inline[] {
  const out: Inline[] = [];
  let text = '';
  const flush = () => {
    if (text) out.push({ kind: 'text', text });
    text = '';
  };
  // The next place of each mark at or after a position, remembered: every search moves forward only,
  // so a line full of unclosed marks is read in linear time, not once per mark.
  const seen = new Map<string, number>();
  const next = (mark: string, from: number) => {
    const known = seen.get(mark);
    if (known !== undefined && (known === -1 || known >= from)) return known;
    const found = source.indexOf(mark, from);
    seen.set(mark, found);
    return found;
  };
  let i = 0;
  while (i < source.length) {
    if (source.startsWith('**', i)) {
      const end = next('**', i + 2);
      if (end > i + 2) {
        flush();
        out.push({ kind: 'strong', text: source.slice(i + 2, end) });
        i = end + 2;
        continue;
      }
    } else if (source[i] === '*') {
      const end = next('*', i + 1);
      if (end > i + 1) {
        flush();
        out.push({ kind: 'em', text: source.slice(i + 1, end) });
        i = end + 1;
        continue;
      }
    } else if (source[i] === '[') {
      const close = next('](', i + 1);
      const end = close === -1 ? -1 : next(')', close + 2);
      if (close > i + 1 && end !== -1) {
        const label = source.slice(i + 1, close);
        const href = safeHref(source.slice(close + 2, end));
        flush();
        out.push(href ? { kind: 'link', text: label, href } : { kind: 'text', text: label });
        i = end + 1;
        continue;
      }
    }
    text += source[i];
    i += 1;
  }
  flush();
  return out;
}

const cells = (line: string) =>
  line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((cell) => parseInline(cell.trim()));

/** Blocks: `#`-`###` headings, paragraphs, `-` and `1.` lists, pipe tables; blank lines separate. */
export function parseMarkdown(source: string): Block[] {
  if (source.length > MAX_SOURCE) throw new Error(`A content page is at most ${MAX_SOURCE} characters`);
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  const endParagraph = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', inlines: parseInline(paragraph.join(' ')) });
    paragraph = [];
  };
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  for (let n = 0; n < lines.length; n += 1) {
    const line = lines[n].trim();
    const heading = /^(#{1,3}) (.+)$/.exec(line);
    const item = /^(?:([-*])|(\d{1,3})\.) (.+)$/.exec(line);
    if (!line) {
      endParagraph();
    } else if (heading) {
      endParagraph();
      blocks.push({ kind: 'heading', level: heading[1].length as 1 | 2 | 3, text: heading[2] });
    } else if (item) {
      endParagraph();
      const ordered = item[2] !== undefined;
      const last = blocks[blocks.length - 1];
      const inlines = parseInline(item[3]);
      if (last?.kind === 'list' && last.ordered === ordered) last.items.push(inlines);
      else blocks.push({ kind: 'list', ordered, items: [inlines] });
    } else if (line.startsWith('|') && /^\|[\s|:-]+\|$/.test(lines[n + 1]?.trim() ?? '')) {
      endParagraph();
      const table: Block = { kind: 'table', head: cells(line), rows: [] };
      n += 2;
      while (n < lines.length && lines[n].trim().startsWith('|')) {
        table.rows.push(cells(lines[n]));
        n += 1;
      }
      n -= 1;
      blocks.push(table);
    } else {
      paragraph.push(line);
    }
  }
  endParagraph();
  return blocks;
}
