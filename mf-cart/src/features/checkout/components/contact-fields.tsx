// E-mail (for the receipt: required from a guest, the account's address prefilled) and phone
// (optional, for the courier), above the delivery address.
import { Field } from './address-fields';

export type ContactField = 'email' | 'phone';
export type Contact = Record<ContactField, string>;

const FIELDS: readonly { field: ContactField; label: string; type: string; autoComplete: string }[] = [
  { field: 'email', label: 'E-mail (for your receipt)', type: 'email', autoComplete: 'email' },
  { field: 'phone', label: 'Phone (optional, for the courier)', type: 'tel', autoComplete: 'tel' },
];

export function ContactFields({
  value,
  errors,
  onChange,
}: {
  value: Contact;
  errors: Partial<Record<ContactField, string>>;
  onChange: (field: ContactField, value: string) => void;
}) {
  return (
    <>
      {FIELDS.map(({ field, label, type, autoComplete }) => {
        const id = `checkout-${field}`;
        const error = errors[field];
        return (
          <Field key={field}>
            <label htmlFor={id}>{label}</label>
            <input
              id={id}
              name={field}
              type={type}
              autoComplete={autoComplete}
              value={value[field]}
              aria-invalid={error ? 'true' : 'false'}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => onChange(field, event.target.value)}
            />
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
