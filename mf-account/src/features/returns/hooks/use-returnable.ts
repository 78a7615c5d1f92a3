// The shopper's returnable lines: loading, failed (with a retry) or loaded; loaded again on demand
// (after a return, so its units are no longer offered).
import { useCallback, useEffect, useState } from 'react';
import type { ReturnableLine } from '@storefront/shared';
import { failureMessage, fetchReturnable } from '../api/returns-api';

export type Returnable =
  { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'loaded'; lines: ReturnableLine[] };

export function useReturnable(enabled: boolean, orderId: number | null) {
  const [state, setState] = useState<Returnable>({ kind: 'loading' });
  const [revision, setRevision] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    setState({ kind: 'loading' });
    fetchReturnable(orderId).then(
      (lines) => live && setState({ kind: 'loaded', lines }),
      (error: unknown) => live && setState({ kind: 'failed', message: failureMessage(error) }),
    );
    return () => {
      live = false;
    };
  }, [enabled, orderId, revision]);
  const reload = useCallback(() => setRevision((n) => n + 1), []);
  return { state, reload };
}
