// An expose module, the one shape of every fragment (docs/architecture.md#server-rendering):
// createParcel(Component, { slice, expose, publicPath, load?, head?, browserOnly? }) gives the
// single-spa parcel (bootstrap, mount, unmount, update) and `fragment`, the server part the slice's
// server build hands the gateway (its root, load, head, browser-only flag). Each parcel is its own
// React root: it wraps itself in the shared theme, marks its root with the slice and release
// version, and contains its own render errors. Mounted over its slot's server HTML it hydrates
// it, rendering from the data the gateway inlined for that slot: nothing is fetched again.
import React, { startTransition, type ComponentType } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { ensureAuthHydrated } from '../auth/auth-store';
import { StoreThemeProvider } from '../theme/theme-provider';
import type { ExposeOf, PropsOf, SliceName } from '../contracts/frontends';
import { SlotParentContext, idPrefix } from '../ssr/slots';
import { slotData } from '../ssr/page-data';
import type { FragmentDataProps, FragmentParts } from '../ssr/fragment';
import { hydrateInTransition } from './hydrate';

/** What RemoteParcel adds to a fragment's props: where it sits, and whether to hydrate. */
export interface MountProps {
  /** The slot's key (ssr/slots.ts): nested slots are named under it. */
  slotKey?: string;
  /** true: the slot holds this fragment's server HTML, hydrate it instead of rendering anew. */
  hydrate?: boolean;
}

interface ParcelIdentity<S extends SliceName = SliceName, E extends ExposeOf<S> = ExposeOf<S>> {
  /** Release name: mf-catalog, mf-cart, mf-account, mf-search. */
  slice: S;
  /** The expose this parcel is (frontends.json): its props are PropsOf<S, E>. */
  expose: E;
  /** The slice's own `__webpack_public_path__`: its release folder tells its version. */
  publicPath: string;
}

/** `/releases/mf-cart/1.0.0-1a2b3c4d/` → `1.0.0-1a2b3c4d`; anything else (dev server) → `dev`. */
export function versionFromPublicPath(publicPath: string): string {
  const match = /\/releases\/[^/]+\/([^/]+)\/?$/.exec(publicPath);
  return match ? decodeURIComponent(match[1]) : 'dev';
}

function ParcelFailure({ slice }: { slice: string }) {
  return (
    <div role="alert" data-parcel-error={slice} style={{ padding: 16, color: '#6b6b6b' }}>
      This part of the store is unavailable right now.
    </div>
  );
}

export function createParcel<S extends SliceName, E extends ExposeOf<S>, D = never>(
  Root: ComponentType<PropsOf<S, E> & FragmentDataProps<D>>,
  options: ParcelIdentity<S, E> & FragmentParts<PropsOf<S, E>, D>,
) {
  type P = PropsOf<S, E> & object;
  const { load, head, browserOnly, ...identity } = options;
  const version = versionFromPublicPath(identity.publicPath);
  function ParcelRoot({ slotKey = '', hydrate: _hydrate, ...props }: P & MountProps & FragmentDataProps<D>) {
    return (
      <div data-slice={identity.slice} data-version={version} style={{ display: 'contents' }}>
        <SlotParentContext.Provider value={slotKey}>
          <StoreThemeProvider>
            <Root {...(props as P & FragmentDataProps<D>)} />
          </StoreThemeProvider>
        </SlotParentContext.Provider>
      </div>
    );
  }
  ParcelRoot.displayName = `Parcel(${identity.slice})`;
  // single-spa-react asks for the render type and calls ReactDOMClient while it mounts,
  // synchronously: both follow the mount under way.
  let renderType: 'createRoot' | 'hydrateRoot' = 'createRoot';
  let identifierPrefix = '';
  // useId numbers from the same start in every root: the slot's key keeps a fragment's ids apart
  // from every other's on the page, the same on the server (renderRoot, server.tsx) and here.
  const client = {
    // A fragment with no server HTML (a device's own, such as recently viewed, or one the server
    // could not render) renders as a transition too: a few components at a time, not one task.
    createRoot: (container: Element) => {
      const root = ReactDOMClient.createRoot(container, { identifierPrefix });
      return {
        render: (element: React.ReactNode) => startTransition(() => root.render(element)),
        unmount: () => root.unmount(),
      };
    },
    hydrateRoot: (container: Element, element: React.ReactNode) =>
      hydrateInTransition(container, element, identifierPrefix),
  };
  const lifecycles = singleSpaReact<P>({
    React,
    ReactDOMClient: client as unknown as typeof ReactDOMClient,
    renderType: () => renderType,
    rootComponent: ParcelRoot as never,
    errorBoundary: (error: Error) => {
      console.error(`[${identity.slice}] parcel failed`, error);
      return <ParcelFailure slice={identity.slice} />;
    },
  });
  return {
    bootstrap: (props: P) => {
      ensureAuthHydrated();
      return (lifecycles.bootstrap as (p: P) => Promise<unknown>)(props);
    },
    mount: (props: P & MountProps) => {
      renderType = props.hydrate ? 'hydrateRoot' : 'createRoot';
      identifierPrefix = idPrefix(props.slotKey);
      // Hydrating: the data the server rendered this slot from. A later mount has none, and the
      // component's own hooks load it (the same calls as `load`).
      const data = props.hydrate && props.slotKey ? slotData(props.slotKey) : undefined;
      try {
        return (lifecycles.mount as (p: P) => Promise<unknown>)(
          data === undefined ? props : { ...props, data },
        );
      } finally {
        renderType = 'createRoot';
        identifierPrefix = '';
      }
    },
    unmount: lifecycles.unmount,
    update: lifecycles.update,
    /** The server part: what the slice's server build hands the gateway (ssr/server.tsx). */
    fragment: {
      Component: ParcelRoot as ComponentType<P & MountProps & FragmentDataProps<D>>,
      load,
      head,
      browserOnly,
    },
  };
}
