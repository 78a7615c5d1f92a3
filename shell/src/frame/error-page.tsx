import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { NotFound } from '@storefront/shared';

/**
 * The default page of a route that fails or does not exist (docs/routes.md#error-page, docs/routes.md#not-found): the store's one
 * dead end with the heading of docs/routes.md#error-page. It renders inside the layout's `main`.
 */
export function ErrorPage({ notFound = false }: { notFound?: boolean }) {
  const error = useRouteError();
  if (error) console.error('[shell] route failed', error);
  const missing = notFound || (isRouteErrorResponse(error) && error.status === 404);
  return (
    <NotFound
      testId="error-page"
      title="Unexpected Application Error!"
      message={missing ? 'This page does not exist.' : 'Something went wrong on this page.'}
    />
  );
}
