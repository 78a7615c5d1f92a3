/**
 * @jest-environment node
 */
// docs/frame.md#before-javascript: without JavaScript the page hides every control marked
// script-only (@storefront/shared's script-only.ts), in its head before anything is drawn, keeping
// its place (the page is laid out as the hydrated one: server-rendering.spec's 'nothing moves').
import { SCRIPT_ONLY_ATTRIBUTE } from '@storefront/shared';

// The shell's sources have no Node types; jest runs this file in Node.
declare const require: (id: 'node:fs') => { readFileSync(path: string, encoding: 'utf8'): string };
declare const __dirname: string;

it('the page template hides script-only controls when scripts are off', () => {
  const page = require('node:fs').readFileSync(`${__dirname}/../index.html`, 'utf8');
  // Compared without white space: the template is formatted by prettier.
  const head = page.slice(0, page.indexOf('</head>')).replace(/\s+/g, '');
  expect(head).toContain(
    `<noscript><style>[${SCRIPT_ONLY_ATTRIBUTE}]{visibility:hidden!important;}</style></noscript>`,
  );
});
