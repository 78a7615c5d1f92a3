import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { dedupeStyleTags } from './styles.js';

const tag = (...rules: string[]) =>
  `<style data-styled="true" data-styled-version="6.6.0">${rules.map((r) => `${r}/*!sc*/\n`).join('')}</style>`;
const BUTTON = '.base{display:inline-flex;}';
const BUTTON_MARKER = 'data-styled.g18[id="sc-button"]{content:"base,"}';

describe('the style tags of a composed page', () => {
  it("keeps each rule where it first appears, so a later sheet's copy cannot undo an override", () => {
    const frame = tag(
      BUTTON,
      BUTTON_MARKER,
      '@media (min-width: 1025px){.menu{display:none;}}',
      'data-styled.g30[id="sc-menu"]{content:"menu,"}',
    );
    const fragment = tag(
      BUTTON,
      BUTTON_MARKER,
      '.heart{color:red;}',
      'data-styled.g40[id="sc-heart"]{content:"heart,"}',
    );
    const css = dedupeStyleTags([frame, fragment]);
    assert.equal(css.split(BUTTON).length - 1, 1);
    assert.ok(css.indexOf(BUTTON) < css.indexOf('.menu{display:none;}'));
    // The fragment's own rules and every marker stay.
    assert.ok(css.includes('.heart{color:red;}'));
    assert.equal(css.split(BUTTON_MARKER).length - 1, 2);
    assert.equal(css.split('<style').length - 1, 2);
  });

  it('leaves a page whose sheets share nothing as it was', () => {
    const tags = [tag('.a{color:red;}', 'data-styled.g1[id="sc-a"]{content:"a,"}'), tag('.b{color:blue;}')];
    assert.equal(dedupeStyleTags(tags), tags.join(''));
  });
});
