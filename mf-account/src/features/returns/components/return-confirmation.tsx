// After a return is recorded: its RMA number and what to do next, the same steps the mail lists.
import { useEffect, useRef } from 'react';
import { Button, SIZE_LABELS, StoreLink, returnNextSteps, type Return } from '@storefront/shared';
import { Steps } from './make-return-page.styles';

export function ReturnConfirmation({ value, onAnother }: { value: Return; onAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is gone: the shopper (and a screen reader) lands on the outcome.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="return-confirmed">
      <h2 id="return-confirmed" ref={heading} tabIndex={-1}>
        RETURN REQUESTED
      </h2>
      <p>
        Your return number is <strong data-testid="rma-number">{value.number}</strong> (order{' '}
        {value.orderNumber}
        ). We have e-mailed you a confirmation.
      </p>
      <ul>
        {value.lines.map((l) => (
          <li key={`${l.productId}:${l.size}`}>
            {l.quantity} x {l.productName} (size {SIZE_LABELS[l.size].short})
          </li>
        ))}
      </ul>
      <h3>What to do next</h3>
      <Steps>
        {returnNextSteps(value.number).map((step) => (
          <li key={step}>{step}</li>
        ))}
      </Steps>
      <p>
        <Button variant="secondary" onClick={onAnother}>
          RETURN ANOTHER ITEM
        </Button>{' '}
        <StoreLink href="/account">Back to your account</StoreLink>
      </p>
    </section>
  );
}
