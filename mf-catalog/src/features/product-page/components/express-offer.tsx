import styled from 'styled-components';
import { expressOfferTerms } from '../delivery-estimate';

/**
 * Under the name, above the price: the banner of SPEC §9, "half-price express shipping with a discount applied",
 * and what its asterisk means. Checkout charges express at half price below the free threshold
 * (DELIVERY_OPTIONS in the shared checkout contract), so the terms are worked out from its fees.
 */
export function ExpressOffer() {
  return (
    <Offer data-testid="express-offer">
      <strong>
        HALF PRICE EXPRESS SHIPPING!*
        <br />
        DISCOUNT APPLIED!
      </strong>
      <small>{`*${expressOfferTerms()}`}</small>
    </Offer>
  );
}

const Offer = styled.p`
  display: flex;
  flex-direction: column;
  gap: 2px;
  margin: 0;
  font-size: 12px;
  strong {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.sale};
  }
  small {
    font-size: 12px;
    color: ${({ theme }) => theme.colors.muted};
  }
`;
