// What search engines and link previews read in a page's head (docs/routes.md#page-titles,
// docs/routes.md#robots-and-sitemap): the route table's own head (its title, description and
// privacy, all from shared/src/navigation/store-routes.ts, and the canonical address), with what
// the page's fragment says over it (its `head`: a product's title, description, Open Graph, schema.org, or
// a 404). The gateway writes a FragmentHead without knowing what it means: every value escaped,
// attributes as HTML, the JSON-LD block as inline JSON.
import type { FragmentHead } from '@storefront/shared';
import { pageTitle } from '@storefront/shared/navigation/page-title';
import {
  NOT_FOUND_TITLE,
  canonicalPath,
  matchStoreRoute,
  pageHeadOf,
  titleForPath,
} from '@storefront/shared/navigation/store-routes';
import { inlineJson } from '@storefront/shared/server';
import { escapeHtml } from './escape-html.js';

const NOT_FOUND_HEAD: FragmentHead = { status: 404, title: pageTitle(NOT_FOUND_TITLE), noindex: true };

/** The route table's head of `pathname`: what a page says when its fragment says nothing. */
export function routeHead(pathname: string): FragmentHead {
  const route = matchStoreRoute(pathname);
  if (route.kind === 'not-found') return NOT_FOUND_HEAD;
  const head: FragmentHead = { title: pageTitle(titleForPath(pathname)), ...pageHeadOf(pathname) };
  const canonical = canonicalPath(pathname);
  if (canonical) head.canonical = canonical;
  return head;
}

/**
 * The page's head: the route's, each field a fragment says (the frame's own fragments, in page
 * order) over it; the not-found head when the page is a 404 (the route table's, or a fragment's status).
 */
export function pageHead(
  pathname: string,
  fragmentHeads: (FragmentHead | null)[],
  notFound = false,
): FragmentHead {
  const said = fragmentHeads.filter(
    (head): head is FragmentHead => head !== null && typeof head === 'object',
  );
  if (notFound || said.some((head) => head.status === 404)) return NOT_FOUND_HEAD;
  const head: FragmentHead = { ...routeHead(pathname) };
  for (const fragment of said) {
    for (const [field, value] of Object.entries(fragment) as [keyof FragmentHead, unknown][]) {
      if (value !== undefined) (head as Record<string, unknown>)[field] = value;
    }
  }
  return head;
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${escapeHtml(key)}" content="${escapeHtml(content)}">`;

const isText = (value: unknown): value is string => typeof value === 'string';

/**
 * The head tags that replace the shell template's `<title>`, `origin` the store's
 * (`https://shop.example`). Only text is written: a field of another type is left out.
 */
export function headTags(head: FragmentHead, origin: string): string {
  const base = origin.replace(/\/+$/, '');
  const tags = [`<title>${escapeHtml(isText(head.title) ? head.title : pageTitle())}</title>`];
  if (isText(head.description) && head.description) tags.push(meta('name', 'description', head.description));
  if (head.noindex === true) tags.push(meta('name', 'robots', 'noindex'));
  // Only a path of this store: `//host` (or with a backslash) would be another site.
  if (isText(head.canonical) && /^\/(?![/\\])/.test(head.canonical))
    tags.push(`<link rel="canonical" href="${escapeHtml(base + head.canonical)}">`);
  for (const pair of Array.isArray(head.openGraph) ? head.openGraph : []) {
    if (Array.isArray(pair) && isText(pair[0]) && isText(pair[1]))
      tags.push(meta('property', pair[0], pair[1]));
  }
  // A JSON data block, never run: no CSP hash (as the page data, page-html.ts).
  if (head.jsonLd !== undefined && head.jsonLd !== null)
    tags.push(`<script type="application/ld+json">${inlineJson(head.jsonLd)}</script>`);
  return tags.join('');
}
