import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { deliveryCostText, deliveryEstimate, deliveryEstimateText } from '../delivery-estimate';

const MINUTE_MS = 60_000;

/**
 * Under ADD TO CART: when a standard order placed now arrives, and what delivery costs on this
 * product alone. `now` is the store's clock when the server rendered the page (in the fragment's
 * data), so the browser's first render says exactly what the server's did and hydration cannot
 * mismatch; from then on the note counts on from it, minute by minute, by the time elapsed here
 * (not by the shopper's clock, which may be wrong). A page that mounts in the browser without
 * server data starts from the browser's clock.
 */
export function DeliveryNote({ now, priceCents }: { now?: number; priceCents: number }) {
  const [start] = useState(() => now ?? Date.now());
  const [at, setAt] = useState(start);
  useEffect(() => {
    const mountedAt = performance.now();
    const timer = setInterval(() => setAt(start + performance.now() - mountedAt), MINUTE_MS);
    return () => clearInterval(timer);
  }, [start]);

  return (
    <Note data-testid="delivery-estimate">
      <strong>{deliveryEstimateText(deliveryEstimate(new Date(at)))}</strong>
      <span>{deliveryCostText(priceCents)}</span>
    </Note>
  );
}

const Note = styled.p`
  display: flex;
  flex-direction: column;
  gap: 2px;
  margin: 0;
  font-size: 13px;
  strong {
    font-weight: 700;
  }
  span {
    color: ${({ theme }) => theme.colors.muted};
  }
`;
