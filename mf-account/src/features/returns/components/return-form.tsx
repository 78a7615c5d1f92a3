// The return form (docs/account.md#make-a-return): one line of an order (a radio per line; final
// sale and fully returned lines shown but not choosable), how many, why, and an optional note.
import { useState, type FormEvent } from 'react';
import {
  Button,
  FINAL_SALE_MARK,
  RETURN_NOTE_MAX_LENGTH,
  RETURN_REASONS,
  RETURN_REASON_IDS,
  SIZE_LABELS,
  type Return,
  type ReturnReason,
  type ReturnableLine,
} from '@storefront/shared';
import { ErrorArea } from '../../../lib/auth-form/form-messages';
import { createReturn, failureMessage } from '../api/returns-api';
import { Field, LineOption, Lines, Note, Select } from './make-return-page.styles';

const keyOf = (l: ReturnableLine) => `${l.orderId}:${l.productId}:${l.size}`;

function lineState(l: ReturnableLine): string {
  if (l.finalSale) return FINAL_SALE_MARK;
  if (l.returnable === 0) return 'Already being returned';
  return `${l.returnable} of ${l.ordered} can be returned, until ${l.returnBy}`;
}

export function ReturnForm({ lines, onDone }: { lines: ReturnableLine[]; onDone: (r: Return) => void }) {
  const first = lines.find((l) => l.returnable > 0);
  const [chosen, setChosen] = useState(first ? keyOf(first) : '');
  const [quantity, setQuantity] = useState(1);
  const [reason, setReason] = useState<ReturnReason | ''>('');
  const [note, setNote] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const line = lines.find((l) => keyOf(l) === chosen);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!line) return setError('Choose the item to return');
    if (!reason) return setError('Choose why you are returning it');
    setBusy(true);
    setError('');
    try {
      const { orderId, productId, size } = line;
      onDone(
        await createReturn({ orderId, productId, size, quantity, reason, ...(note.trim() ? { note } : {}) }),
      );
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={busy}>
      <ErrorArea message={error} />
      <Lines>
        <legend>Which item?</legend>
        {lines.map((l) => (
          <LineOption key={keyOf(l)} $disabled={l.returnable === 0}>
            <input
              type="radio"
              name="return-line"
              value={keyOf(l)}
              checked={chosen === keyOf(l)}
              disabled={l.returnable === 0}
              onChange={() => {
                setChosen(keyOf(l));
                setQuantity(1);
              }}
            />
            <span>
              {l.productName} · size {SIZE_LABELS[l.size].short}
              <small>
                Order {l.orderNumber} · {lineState(l)}
              </small>
            </span>
          </LineOption>
        ))}
      </Lines>
      <Field>
        Quantity
        <Select value={quantity} onChange={(e) => setQuantity(Number(e.target.value))} disabled={!line}>
          {Array.from({ length: Math.max(1, line?.returnable ?? 1) }, (_, i) => (
            <option key={i + 1} value={i + 1}>
              {i + 1}
            </option>
          ))}
        </Select>
      </Field>
      <Field>
        Reason
        <Select value={reason} onChange={(e) => setReason(e.target.value as ReturnReason)} required>
          <option value="">Choose a reason</option>
          {RETURN_REASON_IDS.map((id) => (
            <option key={id} value={id}>
              {RETURN_REASONS[id]}
            </option>
          ))}
        </Select>
      </Field>
      <Field>
        Anything else we should know? (optional)
        <Note value={note} maxLength={RETURN_NOTE_MAX_LENGTH} onChange={(e) => setNote(e.target.value)} />
      </Field>
      <Button type="submit" disabled={busy || !line}>
        {busy ? 'SENDING…' : 'REQUEST RETURN'}
      </Button>
    </form>
  );
}
