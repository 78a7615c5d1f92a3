// Adding or editing one address of the book: the delivery address's fields and rules
// (addressErrors), the country from the list the store delivers to, and an optional phone.
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  ADDRESS_FIELDS,
  ADDRESS_FIELD_LABELS,
  Button,
  COUNTRIES,
  PHONE_PATTERN,
  addressErrors,
  type AddressBody,
} from '@storefront/shared';

const Fields = styled.form`
  display: grid;
  gap: 10px;
  margin: 12px 0;
  label {
    display: grid;
    gap: 4px;
    font-size: 13px;
    font-weight: 700;
  }
  input,
  select {
    min-height: 44px;
    padding: 8px 12px;
    border: 1px solid ${({ theme }) => theme.colors.muted};
    font: inherit;
    font-weight: 400;
  }
  .error {
    margin: 0;
    font-size: 13px;
    font-weight: 400;
    color: ${({ theme }) => theme.colors.sale};
  }
`;

type Values = Required<AddressBody>;
const EMPTY: Values = { name: '', street: '', city: '', postcode: '', country: '', phone: '' };

export function AddressForm({
  initial,
  onSave,
  onCancel,
}: {
  initial: Partial<Values> | null;
  onSave: (body: Values) => Promise<void>;
  onCancel: () => void;
}) {
  const id = useId();
  const [values, setValues] = useState<Values>({ ...EMPTY, ...initial });
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = Object.fromEntries(
      (Object.keys(EMPTY) as (keyof Values)[]).map((k) => [k, String(values[k] ?? '').trim()]),
    ) as Values;
    const found: Partial<Record<keyof Values, string>> = addressErrors(trimmed);
    if (trimmed.phone && !PHONE_PATTERN.test(trimmed.phone))
      found.phone = 'Phone can hold digits, spaces and + ( ) . -';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      await onSave(trimmed);
    } finally {
      setSaving(false);
    }
  };

  const field = (name: keyof Values, label: string) => (
    <div key={name}>
      <label>
        {label}
        {name === 'country' ? (
          <select
            value={values.country}
            onChange={(e) => setValues((v) => ({ ...v, country: e.target.value }))}
          >
            <option value="">Choose a country</option>
            {values.country && !(COUNTRIES as readonly string[]).includes(values.country) ? (
              <option value={values.country}>{values.country}</option>
            ) : null}
            {COUNTRIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        ) : (
          <input
            value={values[name]}
            aria-invalid={errors[name] ? 'true' : 'false'}
            aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
            onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
          />
        )}
      </label>
      {errors[name] ? (
        <p className="error" id={`${id}-${name}-error`}>
          {errors[name]}
        </p>
      ) : null}
    </div>
  );

  return (
    <Fields onSubmit={submit} noValidate aria-label={initial ? 'Edit address' : 'New address'}>
      {ADDRESS_FIELDS.map((name) => field(name, ADDRESS_FIELD_LABELS[name]))}
      {field('phone', 'Phone (optional)')}
      <Button type="submit" disabled={saving}>
        SAVE ADDRESS
      </Button>
      <Button type="button" variant="secondary" onClick={onCancel}>
        CANCEL
      </Button>
    </Fields>
  );
}
