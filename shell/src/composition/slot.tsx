// A place in the frame where a slice's parcel mounts. It reserves its size, shows
// a fallback with a retry while the slice is down, and contains the parcel's errors.
import { Component, useCallback, useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import Parcel from 'single-spa-react/parcel';
import { mountRootParcel, type ParcelConfig } from 'single-spa';
import styled from 'styled-components';
import { forgetFailedSlice, loadParcel, type SliceName } from './remotes';

type SlotState = { status: 'loading' } | { status: 'ready'; config: ParcelConfig } | { status: 'failed' };

export interface SlotProps {
  slice: SliceName;
  expose: string;
  /** Props handed to the parcel (route data, ids). */
  parcelProps?: Record<string, unknown>;
  /** Size reserved while loading or failed, so the frame does not jump. */
  reserve?: CSSProperties;
  /** Compact fallback for header icons. */
  compact?: boolean;
  /** What the fallback says is missing, e.g. 'The cart'. */
  label?: string;
  className?: string;
}

class ParcelBoundary extends Component<{ onError: () => void; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    console.error('[shell] a parcel failed', error);
    this.props.onError();
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

const Reserved = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  box-sizing: border-box;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 14px;
`;

const RetryButton = styled.button`
  border: 1px solid ${({ theme }) => theme.colors.ink};
  background: transparent;
  padding: 4px 10px;
  font: inherit;
  cursor: pointer;
`;

export function Slot({ slice, expose, parcelProps, reserve, compact, label, className }: SlotProps) {
  const [state, setState] = useState<SlotState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    setState({ status: 'loading' });
    loadParcel(slice, expose).then(
      (config) => !cancelled && setState({ status: 'ready', config }),
      (error: unknown) => {
        console.error(`[shell] ${slice}/${expose} could not load`, error);
        if (!cancelled) setState({ status: 'failed' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [slice, expose, attempt]);

  const fail = useCallback(() => setState({ status: 'failed' }), []);
  const retry = () => {
    forgetFailedSlice(slice);
    setAttempt((n) => n + 1);
  };

  if (state.status === 'ready') {
    return (
      <ParcelBoundary key={attempt} onError={fail}>
        <Parcel
          config={state.config}
          mountParcel={mountRootParcel}
          wrapWith="div"
          wrapClassName={className}
          wrapStyle={{ display: 'contents' }}
          handleError={(error: unknown) => {
            console.error(`[shell] ${slice}/${expose} failed`, error);
            fail();
          }}
          {...parcelProps}
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
