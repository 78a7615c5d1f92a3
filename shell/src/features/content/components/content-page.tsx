// A content page (docs/frame.md#content-pages): the Markdown of shell/content/<path>.md, rendered
// on the server and kept as the server drew it while the browser fetches the page's chunk.
import { Suspense, useMemo, type ReactNode } from 'react';
import type { ContentPage as ContentPageName } from '@storefront/shared';
import { parseMarkdown } from '../lib/markdown';
import { useContentSource } from '../lib/content-store';
import { MarkdownView } from './markdown-view';
import { Article } from './content-page.styles';

function ContentBody({ page, children }: { page: ContentPageName; children?: ReactNode }) {
  const source = useContentSource(page);
  const blocks = useMemo(() => parseMarkdown(source), [source]);
  return (
    <Article data-content-page={page}>
      <MarkdownView blocks={blocks} />
      {children}
    </Article>
  );
}

/** `children` come after the copy (the e-mail sign-up page's form). */
export function ContentPage({ page, children }: { page: ContentPageName; children?: ReactNode }) {
  return (
    <Suspense fallback={<Article aria-busy="true" />}>
      <ContentBody page={page}>{children}</ContentBody>
    </Suspense>
  );
}
