import { useState } from 'react';
import styled from 'styled-components';
import { PrimaryButton } from './buttons';

export const CHECKOUT_UNAVAILABLE = 'Checkout is not available yet. Your items are still in your cart.';

const Status = styled.p`
  margin: 8px 0 0;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.muted};
`;

/** The specification shows checkout only as a button; it says so instead of doing nothing. */
export function CheckoutButton() {
  const [told, setTold] = useState(false);
  return (
    <div>
      <PrimaryButton type="button" onClick={() => setTold(true)}>
        PROCEED TO CHECKOUT
      </PrimaryButton>
      <Status role="status">{told ? CHECKOUT_UNAVAILABLE : ''}</Status>
    </div>
  );
}
