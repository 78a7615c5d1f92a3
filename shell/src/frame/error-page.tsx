import { Component, type ReactNode } from 'react';
import { NotFound } from '@storefront/shared';

/**
 * The default page of a route that fails or does not exist (docs/routes.md#error-page, docs/routes.md#not-found): the store's one
 * dead end with the heading of docs/routes.md#error-page. It renders inside the layout's `main`.
 */
export function ErrorPage({ notFound = false }: { notFound?: boolean }) {
  return (
    <NotFound
      testId="error-page"
      title="Unexpected Application Error!"
      message={notFound ? 'This page does not exist.' : 'Something went wrong on this page.'}
    />
  );
}

interface BoundaryProps {
  /** The route shown: a new route gets a new chance (the error belonged to the page left). */
  pathname: string;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  pathname: string;
}

/**
 * A page that throws renders the error page in its place. Inside the layout's `main`, so the
 * header, the footer and the one main landmark stay; around the whole frame as the last resort.
 */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, pathname: this.props.pathname };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.pathname === state.pathname ? null : { failed: false, pathname: props.pathname };
  }

  override componentDidCatch(error: unknown): void {
    console.error('[shell] route failed', error);
  }

  override render(): ReactNode {
    return this.state.failed ? <ErrorPage /> : this.props.children;
  }
}
