// The route of a content page: its body (content-body.tsx) and its Markdown are each a chunk,
// fetched when a content page is shown. The server loads both before rendering
// (loadContentRoute, src/server.tsx), so the page is in the HTML; in the browser React keeps that
// HTML while the chunks come (the page suspends inside its boundary).
import { Suspense } from 'react';
import type { ContentPage } from '@storefront/shared';
import { contentPageOf, loadContent, useContentSource } from '../features/content/lib/content-store';
import { Article } from '../features/content/components/content-page.styles';

type BodyModule = typeof import('./content-body');

let body: BodyModule | null = null;
let loading: Promise<BodyModule> | null = null;

function loadBody(): Promise<BodyModule> {
  loading ??= import(/* webpackChunkName: "content-body" */ './content-body').then(
    (module) => (body = module),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

function Body({ page }: { page: ContentPage }) {
  const source = useContentSource(page);
  if (!body) throw loadBody();
  return <body.ContentBody page={page} source={source} />;
}

export function ContentRoute({ page }: { page: ContentPage }) {
  return (
    <Suspense fallback={<Article aria-busy="true" />}>
      <Body page={page} />
    </Suspense>
  );
}

/** Loads what the content page at `pathname` needs, if it is one (the server, before rendering). */
export async function loadContentRoute(pathname: string): Promise<void> {
  const page = contentPageOf(pathname);
  if (page) await Promise.all([loadContent(page), loadBody()]);
}
