import { Component, type ReactNode } from 'react';
import { NotFound, PageNotFound } from '@storefront/shared';

/**
 * The store's one dead end, inside the layout's `main`: an address that is no page says PAGE NOT
 * FOUND, as its title does (docs/routes.md#not-found); a page that fails while rendering keeps the
 * specification's 'Unexpected Application Error!' (docs/routes.md#error-page).
 */
export function ErrorPage({ notFound = false }: { notFound?: boolean }) {
  return notFound ? (
    <PageNotFound />
  ) : (
    <NotFound
      testId="error-page"
      title="Unexpected Application Error!"
      message="Something went wrong on this page."
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
