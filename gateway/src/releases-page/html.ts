// The release page's small pages: the frame every page shares, sign-in, the confirmation step and
// plain messages. Server-rendered HTML, no script; styles come from /_releases/page.css.
import type { Flash } from './session.js';
import { escapeHtml } from '../escape-html.js';

export const BASE = '/_releases';

export function layout(title: string, body: string): string {
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="robots" content="noindex, nofollow">' +
    `<title>${escapeHtml(title)} · Releases</title>` +
    `<link rel="stylesheet" href="${BASE}/page.css"></head><body>${body}</body></html>`
  );
}

/** The outcome of the last action: polite for success, assertive for a refusal. */
export function flashRegion(flash: Flash | null): string {
  if (!flash) return '<div class="flash" role="status"></div>';
  return flash.kind === 'alert'
    ? `<div class="flash flash-alert" role="alert"><p>${escapeHtml(flash.text)}</p></div>`
    : `<div class="flash flash-status" role="status"><p>${escapeHtml(flash.text)}</p></div>`;
}

export const hidden = (name: string, value: string): string =>
  `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`;

export function signInPage(message?: string): string {
  return layout(
    'Sign in',
    `<main class="narrow"><h1>Releases: sign in</h1>` +
      (message ? `<div class="flash flash-alert" role="alert"><p>${escapeHtml(message)}</p></div>` : '') +
      `<form method="post" action="${BASE}/sign-in">` +
      '<p>Sign in with the release token (<code>RELEASE_ADMIN_TOKEN</code>).</p>' +
      '<p><label for="token">Release token</label>' +
      '<input id="token" name="token" type="password" autocomplete="current-password" required autofocus></p>' +
      '<p><button type="submit">Sign in</button></p></form></main>',
  );
}

interface ConfirmStep {
  action: string;
  question: string;
  fields: Record<string, string>;
  reason: string;
  csrf: string;
}

/**
 * A page of its own rather than a script-driven <dialog>: it works without JavaScript (the page
 * has none, so the CSP allows none), Tab reaches Confirm, the reason and Cancel in order, and
 * the question states what the manifest holds right now.
 */
export function confirmPage(step: ConfirmStep): string {
  const fields = Object.entries(step.fields)
    .map(([name, value]) => hidden(name, value))
    .join('');
  return layout(
    'Confirm',
    `<main class="narrow"><h1>Confirm</h1><form method="post" action="${BASE}/actions/${escapeHtml(step.action)}">` +
      `<p class="question">${escapeHtml(step.question)}</p>${fields}${hidden('csrf', step.csrf)}` +
      '<p><label for="reason">Reason (optional, recorded in the history)</label>' +
      `<input id="reason" name="reason" maxlength="500" value="${escapeHtml(step.reason)}"></p>` +
      '<p class="buttons"><button type="submit" name="confirm" value="yes" autofocus>Confirm</button>' +
      `<a class="button secondary" href="${BASE}">Cancel</a></p></form></main>`,
  );
}

export function messagePage(title: string, message: string): string {
  return layout(
    title,
    `<main class="narrow"><h1>${escapeHtml(title)}</h1>` +
      `<div class="flash flash-alert" role="alert"><p>${escapeHtml(message)}</p></div>` +
      `<p><a href="${BASE}">Back to the release page</a></p></main>`,
  );
}

export const PAGE_CSS = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1f2328;background:#fff}
header{display:flex;justify-content:space-between;align-items:center;gap:1rem;padding:.75rem 1.5rem;border-bottom:1px solid #d0d7de}
header h1{margin:0;font-size:1.5rem}
main{padding:1rem 1.5rem;max-width:72rem}
.narrow{max-width:36rem}
section.frontend{border:1px solid #d0d7de;border-radius:6px;padding:0 1rem 1rem;margin:1rem 0}
h2{font-size:1.25rem}h3{font-size:1.05rem;margin:1rem 0 .5rem}
table{border-collapse:collapse;margin:.5rem 0;width:100%}
caption{text-align:left;font-weight:600;padding:.25rem 0}
th,td{text-align:left;padding:.25rem .5rem;border-bottom:1px solid #d0d7de;vertical-align:top}
code,.version{font-family:ui-monospace,monospace;font-size:.9em}
form.inline{display:inline}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;align-items:flex-end}
label{display:block;font-weight:600}
input,select{font:inherit;padding:.3rem .4rem;border:1px solid #57606a;border-radius:4px}
input[type=checkbox]{width:1.1rem;height:1.1rem}
.check label{display:inline;font-weight:400}
button,.button{font:inherit;display:inline-block;padding:.4rem .9rem;border-radius:4px;border:1px solid #1d4ed8;background:#1d4ed8;color:#fff;cursor:pointer;text-decoration:none}
.secondary{background:#fff;color:#1d4ed8}
button:focus-visible,.button:focus-visible,input:focus-visible,select:focus-visible,a:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.buttons{display:flex;gap:.75rem}
.flash p{margin:.5rem 0;padding:.5rem .75rem;border-radius:4px}
.flash-status p{background:#e6f4ea;border:1px solid #1a7f37}
.flash-alert p{background:#fdecea;border:1px solid #b91c1c}
.legend{font-size:.9rem;color:#57606a}
.legend .views{color:#1d4ed8}.legend .failures{color:#b91c1c}
.charts{display:flex;flex-wrap:wrap;gap:1rem}
figure{margin:0}figcaption{font-size:.9rem}
.vh{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
`;
