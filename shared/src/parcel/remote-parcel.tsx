// A place where another slice's fragment mounts, for the shell's frame and for a
// slice that shows another's UI. It reserves its size, shows a fallback with a
// retry while that slice is down, and contains the parcel's errors. Loading is the
// shell's business: it registers the loader at start.
import { Component, useCallback, useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import Parcel from 'single-spa-react/parcel';
import { mountRootParcel, type ParcelConfig } from 'single-spa';
import { Reserved, RetryButton } from './remote-parcel.styles';

import type { ExposeOf, PropsOf, SliceName } from '../contracts/frontends';

export interface ParcelLoader {
  load(slice: SliceName, expose: string): Promise<ParcelConfig>;
  /** Forget a failed load so the next one fetches the slice again. */
  forget(slice: SliceName): void;
  /** How a fragment ended up on this page: the shell counts it for the slice's health. */
  report?(slice: SliceName, outcome: 'mounted' | 'failed'): void;
}

let loader: ParcelLoader | null = null;

export function registerParcelLoader(next: ParcelLoader | null): void {
  loader = next;
}

const loadParcel = (slice: SliceName, expose: string): Promise<ParcelConfig> =>
  loader ? loader.load(slice, expose) : Promise.reject(new Error('no parcel loader is registered'));

type SlotState =
  { status: 'loading' } | { status: 'ready'; config: ParcelConfig; fragment: string } | { status: 'failed' };

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

class ParcelBoundary extends Component<{ onError: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('[shell] a parcel failed', error);
    this.props.onError();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export function RemoteParcel<S extends SliceName, E extends ExposeOf<S>>({
  slice,
  expose,
  parcelProps,
  reserve,
  compact,
  label,
  className,
}: RemoteParcelProps<S, E>) {
  const [state, setState] = useState<SlotState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    setState({ status: 'loading' });
    loadParcel(slice, expose).then(
      (config) => !cancelled && setState({ status: 'ready', config, fragment: `${slice}/${expose}` }),
      (error: unknown) => {
        console.error(`[shell] ${slice}/${expose} could not load`, error);
        loader?.report?.(slice, 'failed');
        if (!cancelled) setState({ status: 'failed' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [slice, expose, attempt]);

  const fail = useCallback(() => {
    loader?.report?.(slice, 'failed');
    setState({ status: 'failed' });
  }, [slice]);
  const retry = () => {
    loader?.forget(slice);
    setAttempt((n) => n + 1);
  };

  // A parcel keeps the config it was mounted with, so another fragment in the same
  // place (the /login page giving way to /signup) must mount a new parcel.
  if (state.status === 'ready' && state.fragment === `${slice}/${expose}`) {
    return (
      <ParcelBoundary key={`${state.fragment}#${attempt}`} onError={fail}>
        <Parcel
          config={state.config}
          mountParcel={mountRootParcel}
          wrapWith="div"
          wrapClassName={className}
          // The parcel keeps the reserved size: its content mounts a moment after its
          // wrapper, and nothing around it should move in between.
          wrapStyle={reserve ?? { display: 'contents' }}
          parcelDidMount={() => loader?.report?.(slice, 'mounted')}
          handleError={(error: unknown) => {
            console.error(`[shell] ${slice}/${expose} failed`, error);
            fail();
          }}
          {...(parcelProps as object | undefined)}
        />
      </ParcelBoundary>
    );
  }

  return (
    <Reserved
      className={className}
      style={reserve}
      data-slot={`${slice}/${expose}`}
      data-slot-state={state.status}
      aria-busy={state.status === 'loading'}
    >
      {state.status === 'failed' &&
        (compact ? (
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
        ))}
    </Reserved>
  );
}
