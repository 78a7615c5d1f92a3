import { NotFound } from '@storefront/shared';

/** An unknown preset or product id: the store's one dead end, with the ways back. */
export function CatalogNotFound({ title, message }: { title: string; message: string }) {
  return <NotFound title={title} message={message} testId="catalog-not-found" />;
}
