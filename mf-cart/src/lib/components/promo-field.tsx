// The promo code field of the cart page and checkout (docs/cart.md#promo-codes): APPLY (or Enter)
// checks the code with the API, a refusal is said under the field, an applied code shows with
// REMOVE. A group, not a form: at checkout it sits inside the order's form.
import { useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { applyPromo, removePromo, usePromo } from '../promo-store';

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0 0 16px;
  label {
    flex-basis: 100%;
    font-size: 13px;
    font-weight: 700;
  }
  input {
    flex: 1;
    min-width: 0;
    min-height: 44px;
    padding: 8px 12px;
    border: 1px solid ${({ theme }) => theme.colors.muted};
    font: inherit;
    text-transform: uppercase;
  }
  button {
    min-height: 44px;
    min-width: 44px;
    padding: 0 16px;
    border: 1px solid ${({ theme }) => theme.colors.ink};
    background: ${({ theme }) => theme.colors.ink};
    color: ${({ theme }) => theme.colors.surface};
    font: inherit;
    font-weight: 700;
    cursor: pointer;
  }
  p {
    flex-basis: 100%;
    margin: 0;
    font-size: 13px;
  }
  .problem {
    color: ${({ theme }) => theme.colors.sale};
  }
`;

export function PromoField({ idPrefix }: { idPrefix: string }) {
  const promo = usePromo((s) => s.promo);
  const problem = usePromo((s) => s.problem);
  const checking = usePromo((s) => s.checking);
  const [typed, setTyped] = useState('');
  const id = `${idPrefix}-promo`;

  if (promo) {
    return (
      <Group role="group" aria-label="Promo code">
        <p role="status" data-promo-applied="">
          <strong>{promo.code}</strong>: {promo.percentOff}% off your goods
        </p>
        <button type="button" onClick={() => removePromo()}>
          REMOVE
        </button>
      </Group>
    );
  }
  const apply = async () => {
    if (await applyPromo(typed)) setTyped('');
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void apply();
  };
  return (
    <Group role="group" aria-label="Promo code">
      <label htmlFor={id}>Promo code</label>
      <input
        id={id}
        name="promoCode"
        autoComplete="off"
        value={typed}
        maxLength={32}
        aria-invalid={problem ? 'true' : 'false'}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(event) => setTyped(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <button type="button" onClick={() => void apply()} disabled={checking || typed.trim() === ''}>
        APPLY
      </button>
      <p className="problem" id={`${id}-problem`} role="alert">
        {problem}
      </p>
    </Group>
  );
}
