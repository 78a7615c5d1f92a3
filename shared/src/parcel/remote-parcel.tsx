// A place where another slice's fragment mounts, for the shell's frame and for a
// slice that shows another's UI. It reserves its size, shows a fallback with a
// retry while that slice is down, and contains the parcel's errors. Loading is the
// shell's business: it registers the loader at start.
import { useContext, useEffect, useRef, useState, type CSSProperties } from 'react';
import { mountRootParcel, type Parcel, type ParcelConfig } from 'single-spa';
import { Reserved, RetryButton } from './remote-parcel.styles';
import { SLOT_ROOT } from './early-clicks';
import { claimServerSlot, isServerSlot } from '../ssr/page-data';
import { ServerSlotsContext, SlotParentContext, serializableProps, slotKey, slotMarker } from '../ssr/slots';

import type { ExposeOf, PropsOf, SliceName } from '../contracts/frontends';

export interface ParcelLoader {
  load(slice: SliceName, expose: string): Promise<ParcelConfig>;
  /** Forget a failed load so the next one fetches the slice again. */
  forget(slice: SliceName): void;
  /** How a fragment ended up on this page: the shell counts it for the slice's health. */
  report?(slice: SliceName, outcome: 'mounted' | 'failed'): void;
  /**
   * false when the slice's code here is not the release the server rendered with (a developer's
   * `?override=`): its parcel then renders anew over the server HTML instead of hydrating it.
   */
  hydratable?(slice: SliceName): boolean;
}

let loader: ParcelLoader | null = null;

export function registerParcelLoader(next: ParcelLoader | null): void {
  loader = next;
}

const loadParcel = (slice: SliceName, expose: string): Promise<ParcelConfig> =>
  loader ? loader.load(slice, expose) : Promise.reject(new Error('no parcel loader is registered'));

type SlotState = 'server' | 'loading' | 'ready' | 'failed';

/** The slot's own element never gets React children: the parcel's root owns what is inside. */
const EMPTY = { __html: '' };
/**
 * The parcel's root element (SLOT_ROOT), inside the slot's: React warns about a root container
 * that another root renders with dangerouslySetInnerHTML, and this one is none of its business.
 */
const SERVER_ROOT = (key: string) => `<div ${SLOT_ROOT}="" style="display:contents">${slotMarker(key)}</div>`;

function mountPoint(host: HTMLElement): HTMLElement {
  const existing = host.firstElementChild;
  if (existing instanceof HTMLElement && existing.hasAttribute(SLOT_ROOT)) return existing;
  const root = document.createElement('div');
  root.setAttribute(SLOT_ROOT, '');
  root.style.display = 'contents';
  host.replaceChildren(root);
  return root;
}

/** Without a reserved size the slot is no box of its own: the fragment lays out as if in its place. */
const FRAGMENT_STYLE: CSSProperties = { display: 'contents' };

/**
 * Where a fragment mounts: `slice` and `expose` name it in the contract (frontends.json,
 * FragmentProps), which types `parcelProps`; a fragment that needs props cannot be mounted
 * without them.
 */
export type RemoteParcelProps<S extends SliceName = SliceName, E extends ExposeOf<S> = ExposeOf<S>> = {
  slice: S;
  expose: E;
  /** Size reserved while loading or failed, so the frame does not jump. */
  reserve?: CSSProperties;
  /** Compact fallback for header icons. */
  compact?: boolean;
  /** What the fallback says is missing, e.g. 'The cart'. */
  label?: string;
  className?: string;
} & (object extends PropsOf<S, E>
  ? { /** Props handed to the parcel (route data, ids). */ parcelProps?: PropsOf<S, E> }
  : { /** Props handed to the parcel (route data, ids). */ parcelProps: PropsOf<S, E> });

export function RemoteParcel<S extends SliceName, E extends ExposeOf<S>>({
  slice,
  expose,
  parcelProps,
  reserve,
  compact,
  label,
  className,
}: RemoteParcelProps<S, E>) {
  const parentKey = useContext(SlotParentContext);
  const serverSlots = useContext(ServerSlotsContext);
  const key = slotKey(parentKey, slice, expose, parcelProps);
  const fragment = `${slice}/${expose}`;
  // Set when the page arrived with this slot's HTML: the parcel hydrates it, no skeleton first.
  const [state, setState] = useState<SlotState>(() =>
    !serverSlots && isServerSlot(key) ? 'server' : 'loading',
  );
  const [attempt, setAttempt] = useState(0);
  const host = useRef<HTMLDivElement>(null);
  const parcel = useRef<Parcel | null>(null);
  const latestProps = useRef(parcelProps);
  latestProps.current = parcelProps;

  useEffect(() => {
    let cancelled = false;
    const hydrate = attempt === 0 && isServerSlot(key) && loader?.hydratable?.(slice) !== false;
    claimServerSlot(key);
    if (!hydrate) setState('loading');
    const fail = (message: string, error: unknown) => {
      console.error(`[shell] ${fragment} ${message}`, error);
      loader?.report?.(slice, 'failed');
      if (!cancelled) setState('failed');
    };
    loadParcel(slice, expose).then(
      (config) => {
        if (cancelled || !host.current) return;
        let mounted: Parcel;
        try {
          mounted = mountRootParcel(config, {
            domElement: mountPoint(host.current),
            slotKey: key,
            hydrate,
            ...(latestProps.current as object | undefined),
          });
        } catch (error) {
          // Not a parcel (single-spa checks the lifecycles before it mounts anything).
          return fail('is not a parcel', error);
        }
        parcel.current = mounted;
        mounted.mountPromise.then(
          () => {
            loader?.report?.(slice, 'mounted');
            if (!cancelled) setState('ready');
          },
          (error: unknown) => fail('failed', error),
        );
      },
      (error: unknown) => fail('could not load', error),
    );
    return () => {
      cancelled = true;
      const mounted = parcel.current;
      parcel.current = null;
      // A parcel still mounting is unmounted once it has.
      mounted?.mountPromise.then(() => mounted.unmount()).catch(() => {});
    };
    // A new fragment or a retry mounts a new parcel; new props only update it (below).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fragment, attempt]);

  const propsJson = JSON.stringify(serializableProps(parcelProps));
  useEffect(() => {
    const mounted = parcel.current;
    if (!mounted?.update) return;
    void mounted.mountPromise
      .then(() => mounted.getStatus() === 'MOUNTED' && mounted.update?.({ ...(parcelProps as object) }))
      .catch(() => {});
    // Props that serialize the same are the same props (callbacks are read when they fire).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [propsJson]);

  // On the server: a marker the gateway fills with this fragment's HTML (or leaves empty).
  if (serverSlots) {
    if (!serverSlots.some((slot) => slot.key === key)) {
      serverSlots.push({ key, slice, expose, props: serializableProps(parcelProps) });
    }
    return (
      <Reserved
        key={fragment}
        className={className}
        style={reserve ?? FRAGMENT_STYLE}
        data-slot={fragment}
        data-slot-state="server"
        dangerouslySetInnerHTML={{ __html: SERVER_ROOT(key) }}
      />
    );
  }

  if (state === 'failed') {
    const retry = () => {
      loader?.forget(slice);
      setAttempt((n) => n + 1);
    };
    return (
      <Reserved
        key={`${fragment}#failed`}
        className={className}
        style={reserve}
        data-slot={fragment}
        data-slot-state="failed"
      >
        {compact ? (
          <RetryButton type="button" onClick={retry} aria-label={`Retry loading ${label ?? slice}`}>
            ↻
          </RetryButton>
        ) : (
          <>
            <span role="status">{label ?? 'This section'} is unavailable right now.</span>
            <RetryButton type="button" onClick={retry}>
              Retry
            </RetryButton>
          </>
        )}
      </Reserved>
    );
  }

  // The parcel renders inside this element, which keeps the reserved size: nothing around it
  // moves while the fragment loads. Its server HTML (if any) stays until the parcel hydrates it;
  // when the server could not render the slot, the attributes it wrote differ from these.
  return (
    <Reserved
      key={`${fragment}#${attempt}`}
      ref={host}
      className={className}
      style={state === 'loading' ? reserve : (reserve ?? FRAGMENT_STYLE)}
      data-slot={fragment}
      data-slot-state={state}
      aria-busy={state === 'loading' || undefined}
      dangerouslySetInnerHTML={EMPTY}
      suppressHydrationWarning
    />
  );
}
