import { MAX_SOURCE, parseInline, parseMarkdown, safeHref } from './markdown';

describe('parseMarkdown', () => {
  it('reads headings, paragraphs, lists and tables', () => {
    const blocks = parseMarkdown(
      [
        '# TITLE',
        '',
        'One line',
        'and the next.',
        '',
        '## Part',
        '- a',
        '- b',
        '1. first',
        '2. second',
        '',
        '| A | B |',
        '| --- | --- |',
        '| 1 | 2 |',
      ].join('\n'),
    );
    expect(blocks).toEqual([
      { kind: 'heading', level: 1, text: 'TITLE' },
      { kind: 'paragraph', inlines: [{ kind: 'text', text: 'One line and the next.' }] },
      { kind: 'heading', level: 2, text: 'Part' },
      { kind: 'list', ordered: false, items: [[{ kind: 'text', text: 'a' }], [{ kind: 'text', text: 'b' }]] },
      {
        kind: 'list',
        ordered: true,
        items: [[{ kind: 'text', text: 'first' }], [{ kind: 'text', text: 'second' }]],
      },
      {
        kind: 'table',
        head: [[{ kind: 'text', text: 'A' }], [{ kind: 'text', text: 'B' }]],
        rows: [[[{ kind: 'text', text: '1' }], [{ kind: 'text', text: '2' }]]],
      },
    ]);
  });

  it('keeps raw HTML as text', () => {
    expect(parseMarkdown('<script>alert(1)</script>')).toEqual([
      { kind: 'paragraph', inlines: [{ kind: 'text', text: '<script>alert(1)</script>' }] },
    ]);
  });

  it('refuses a file larger than its bound', () => {
    expect(() => parseMarkdown('a'.repeat(MAX_SOURCE + 1))).toThrow(/at most/);
  });

  it('reads a line of many unclosed marks in linear time', () => {
    const started = Date.now();
    parseInline('[*'.repeat(MAX_SOURCE / 2));
    parseInline('**['.repeat(MAX_SOURCE / 3));
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe('parseInline', () => {
  it('reads strong, emphasis and links', () => {
    expect(parseInline('a **b** *c* [d](/help)')).toEqual([
      { kind: 'text', text: 'a ' },
      { kind: 'strong', text: 'b' },
      { kind: 'text', text: ' ' },
      { kind: 'em', text: 'c' },
      { kind: 'text', text: ' ' },
      { kind: 'link', text: 'd', href: '/help' },
    ]);
  });

  it('drops a link whose target the store does not follow, keeping its words', () => {
    expect(parseInline('[x](javascript:alert(1))')).toEqual([
      { kind: 'text', text: 'x' },
      { kind: 'text', text: ')' },
    ]);
  });
});

describe('safeHref', () => {
  it.each([
    ['/help', '/help'],
    ['https://example.com/a', 'https://example.com/a'],
    ['mailto:help@dsgnfitness.example', 'mailto:help@dsgnfitness.example'],
    ['//evil.example', null],
    ['javascript:alert(1)', null],
    ['data:text/html,x', null],
    ['http://example.com', null],
  ])('%s → %s', (href, expected) => expect(safeHref(href)).toBe(expected));
});
