// A page's HTML: the active shell's index.html with its release folder, the inlined manifest and
// configuration, the route's head and the page rendered on the server filled in, and the CSP
// hashes of the inline scripts it may run.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PageManifest, StoreConfig } from '@storefront/shared/contracts/page-config';
import { inlineJson, PAGE_DATA_ID } from '@storefront/shared/server';
import type { Releases } from './release/active-releases.js';
import { SLICES, releasesDir } from './paths.js';
import type { ComposedPage } from './ssr/compose.js';

/** The shell's empty root, however its template was minified. */
const EMPTY_ROOT = /<div id=(?:"root"|'root'|root)><\/div>/;

/** A page ready to send: its HTML and the CSP hashes of the inline scripts the gateway put in it. */
export interface RenderedPage {
  html: string;
  /** `'sha256-…'` of each inline script of the template and the manifest, for script-src. */
  scriptHashes: string[];
}

/** Inline scripts that run (not JSON data blocks), as `[attributes, body]`. */
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi;
const DATA_SCRIPT = /\btype=["']?application\/(?:ld\+)?json/i;

/**
 * The CSP hashes of the page's own inline scripts: the shell template's (a release file) and the
 * manifest script. Hashes, not a per-request nonce (either keeps any other script from running): the same page
 * bytes can then be answered to every shopper from memory, compressed once. Computed before the
 * server-rendered HTML is filled in, so nothing rendered from data can ever be allowed to run.
 */
function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (DATA_SCRIPT.test(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** What the page's inlined configuration says (only the gateway's own configuration decides it). */
interface StoreOptions {
  publicApiBaseUrl: string;
  devOverrides?: boolean;
  devOverrideOrigins?: string[];
}

/** `window.__STORE_MANIFEST__` (every slice's release) and `window.__STORE_CONFIG__`, as a script. */
function storeScript(releases: Releases, options: StoreOptions): string {
  const frontends: PageManifest['frontends'] = {};
  for (const slice of SLICES) {
    const release = releases[slice];
    if (release) frontends[slice] = { version: release.version, entry: `${release.base}/remoteEntry.js` };
  }
  const config: StoreConfig = { apiBaseUrl: options.publicApiBaseUrl };
  // Only the gateway's own configuration can allow overrides; the page never decides from its URL.
  if (options.devOverrides) {
    config.devOverrides = { origins: options.devOverrideOrigins ?? [] };
  }
  return (
    `<script>window.__STORE_MANIFEST__=${inlineJson({ frontends } satisfies PageManifest)};` +
    `window.__STORE_CONFIG__=${inlineJson(config)};</script>`
  );
}

/** The page made from `releases` (their shell's template), or null when there is no shell. */
export async function renderPage(
  pathname: string,
  releases: Releases,
  options: StoreOptions & {
    /** The page rendered on the server (ssr/compose.ts): filled into the shell's index.html. */
    composed?: ComposedPage | null;
    /** The route's title, description, canonical URL and link-preview tags (head.ts). */
    head: string;
  },
): Promise<RenderedPage | null> {
  const shell = releases.shell;
  if (!shell) return null;
  const shellDir = join(releasesDir(), 'shell', shell.version);
  const composed = options.composed ?? null;
  // Without a server-rendered page (no shell server build, or it failed) the shell renders in the
  // browser from its empty index.html.
  const template = await readFile(join(shellDir, 'index.html'), 'utf8');

  const head = storeScript(releases, options);
  // No script is asked for by the HTML: the shell's loader (shell/src/index.html) asks for its
  // own scripts and the manifest's remote entries together once the page has been shown.
  const page = template.replaceAll('__SHELL_BASE__', shell.base).replace('</head>', () => `${head}</head>`);
  const scriptHashes = inlineScriptHashes(page);
  // After the hashes: the JSON-LD block is data, never run. A function replacer, because prices
  // in descriptions ('$40.00') would read as replacement patterns.
  // The route's own description replaces the template's generic one.
  const headed = page
    .replace(/<meta\s+name=["']?description["']?[^>]*>/, '')
    .replace(/<title>[\s\S]*?<\/title>/, () => options.head);
  if (!composed) return { html: headed, scriptHashes };
  // Filled in after the hashes: nothing rendered from data is ever allowed to run. The page data is a JSON
  // data block (never run, so no nonce), in the head so it is there before the shell's deferred
  // script reads it.
  const data = `<script type="application/json" id="${PAGE_DATA_ID}">${inlineJson(composed.pageData)}</script>`;
  const html = headed
    .replace('</head>', () => `${composed.css}${data}</head>`)
    .replace(EMPTY_ROOT, () => `<div id="root">${composed.html}</div>`);
  return { html, scriptHashes };
}
