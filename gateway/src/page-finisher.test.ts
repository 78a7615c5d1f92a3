// The finished pages kept with each rendered page (page-finisher.ts): made once per rendered page
// and head, whatever the burst of requests that asks for it while it is being made.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadConfig } from './config.js';
import { createFinisher } from './page-finisher.js';
import type { renderPage } from './page-html.js';
import type { ComposedPage } from './ssr/compose.js';

const composedPage = (html: string): ComposedPage => ({
  html,
  css: '',
  pageData: { data: {}, slots: [] },
  complete: true,
  renders: new Map([['frame', 1]]),
  heads: [],
});

const RELEASES = { shell: { version: '1.0.0-aaaa1111', base: '/releases/shell/1.0.0-aaaa1111' } };

/** A renderPage that takes a moment (the template's read) and counts its calls. */
function slowRender(answer: 'page' | null = 'page') {
  const calls: string[] = [];
  const render = (async (pathname, _releases, options) => {
    calls.push(pathname);
    await new Promise((resolve) => setTimeout(resolve, 5));
    return answer && { html: `${options.head}${options.composed?.html}`, scriptHashes: [] };
  }) as typeof renderPage;
  return { render, calls };
}

describe('the page finisher', () => {
  it('finishes a rendered page once for 20 requests at once, and keeps it for the next', async () => {
    const { render, calls } = slowRender();
    const finish = createFinisher(loadConfig(), render);
    const composed = composedPage('<main>home</main>');
    const pages = await Promise.all(
      Array.from({ length: 20 }, () => finish('/home', RELEASES, composed, '<title>Home</title>')),
    );
    assert.equal(calls.length, 1, 'one finish');
    assert.equal(new Set(pages).size, 1, 'one finished page (so one compression of it)');
    assert.equal(pages[0]?.html, '<title>Home</title><main>home</main>');
    assert.equal(await finish('/home', RELEASES, composed, '<title>Home</title>'), pages[0]);
    // A new render of the page is a new page to finish.
    await finish('/home', RELEASES, composedPage('<main>home 2</main>'), '<title>Home</title>');
    assert.equal(calls.length, 2);
  });

  it('keeps one head per store origin (STORE_ORIGINS and STORE_PUBLIC_URL’s) and answers any other unkept', async () => {
    const { render, calls } = slowRender();
    // Two origins and a public one besides: three heads a page can have (page-route.ts).
    const config = loadConfig({
      STORE_ORIGINS: 'http://a.example,http://b.example',
      STORE_PUBLIC_URL: 'http://c.example',
    });
    const finish = createFinisher(config, render);
    const composed = composedPage('<main>home</main>');
    for (const head of ['a', 'b', 'c', 'd', 'a', 'b', 'c', 'd'])
      await finish('/home', RELEASES, composed, head);
    assert.equal(calls.length, 5, 'a, b and c once, d each time');
    // The defaults: localhost and 127.0.0.1 on :8080, the public URL one of them.
    const byDefault = slowRender();
    const finishByDefault = createFinisher(loadConfig({}), byDefault.render);
    for (const head of ['a', 'b', 'c', 'a', 'b', 'c'])
      await finishByDefault('/home', RELEASES, composed, head);
    assert.equal(byDefault.calls.length, 4, 'a and b once, c each time');
  });

  it('keeps no page that could not be finished (no shell): the next request tries again', async () => {
    const { render, calls } = slowRender(null);
    const finish = createFinisher(loadConfig(), render);
    const composed = composedPage('<main>home</main>');
    assert.equal(await finish('/home', RELEASES, composed, ''), null);
    assert.equal(await finish('/home', RELEASES, composed, ''), null);
    assert.equal(calls.length, 2);
  });
});
