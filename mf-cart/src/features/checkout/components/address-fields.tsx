import styled from 'styled-components';
import {
  ADDRESS_FIELDS,
  ADDRESS_FIELD_LABELS,
  COUNTRIES,
  type AddressField,
  type DeliveryAddress,
} from '@storefront/shared';

const AUTOCOMPLETE: Record<AddressField, string> = {
  name: 'name',
  street: 'street-address',
  city: 'address-level2',
  postcode: 'postal-code',
  country: 'country-name',
};

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin-bottom: 14px;
  label {
    font-size: 13px;
    font-weight: 700;
  }
  input,
  select {
    box-sizing: border-box;
    min-height: 44px;
    padding: 8px 12px;
    border: 1px solid ${({ theme }) => theme.colors.muted};
    font: inherit;
  }
  input[aria-invalid='true'],
  select[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.sale};
  }
  input:focus-visible,
  select:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 1px;
  }
  .error {
    margin: 0;
    font-size: 13px;
    color: ${({ theme }) => theme.colors.sale};
  }
`;

export function AddressFields({
  value,
  errors,
  onChange,
}: {
  value: DeliveryAddress;
  errors: Partial<Record<AddressField, string>>;
  onChange: (field: AddressField, value: string) => void;
}) {
  return (
    <>
      {ADDRESS_FIELDS.map((field) => {
        const id = `checkout-${field}`;
        const error = errors[field];
        const common = {
          id,
          name: field,
          autoComplete: AUTOCOMPLETE[field],
          value: value[field],
          'aria-invalid': error ? ('true' as const) : ('false' as const),
          'aria-describedby': error ? `${id}-error` : undefined,
        };
        return (
          <Field key={field}>
            <label htmlFor={id}>{ADDRESS_FIELD_LABELS[field]}</label>
            {field === 'country' ? (
              // A country from the list the store delivers to (a saved one outside it still shows).
              <select {...common} onChange={(event) => onChange(field, event.target.value)}>
                <option value="">Choose a country</option>
                {value.country && !(COUNTRIES as readonly string[]).includes(value.country) ? (
                  <option value={value.country}>{value.country}</option>
                ) : null}
                {COUNTRIES.map((country) => (
                  <option key={country} value={country}>
                    {country}
                  </option>
                ))}
              </select>
            ) : (
              <input {...common} onChange={(event) => onChange(field, event.target.value)} />
            )}
            {error ? (
              <p className="error" id={`${id}-error`}>
                {error}
              </p>
            ) : null}
          </Field>
        );
      })}
    </>
  );
}
