// A content page's body (docs/frame.md#content-pages): its Markdown parsed and drawn, and the
// e-mail sign-up's form under its copy. A chunk of its own (content-route.tsx loads it), so the
// parser and the forms are no part of any other page's JavaScript.
import { useMemo } from 'react';
import type { ContentPage } from '@storefront/shared';
import { parseMarkdown } from '../features/content/lib/markdown';
import { MarkdownView } from '../features/content/components/markdown-view';
import { Article } from '../features/content/components/content-page.styles';
import { SignUpPanel } from '../features/newsletter/components/sign-up-panel';

export function ContentBody({ page, source }: { page: ContentPage; source: string }) {
  const blocks = useMemo(() => parseMarkdown(source), [source]);
  return (
    <Article data-content-page={page}>
      <MarkdownView blocks={blocks} />
      {page === 'emailSignUp' && <SignUpPanel />}
    </Article>
  );
}
