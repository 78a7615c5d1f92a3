// A labelled input with its validity icon and rule hint (the sign-up rules).
import { useId, useState } from 'react';
import { CheckIcon, CloseIcon } from '@storefront/shared';
import { FieldBox, Hint, Input, Label, Status } from './auth-form.styles';

/** The validity icon next to a label, shown once the field has content. */
function ValidityIcon({ shown, valid }: { shown: boolean; valid: boolean }) {
  if (!shown) return null;
  return (
    <Status $valid={valid} data-testid="validity-icon" data-valid={valid} aria-hidden="true">
      {valid ? <CheckIcon size={16} /> : <CloseIcon size={16} />}
    </Status>
  );
}

interface ValidatedFieldProps {
  label: string;
  name: string;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  value: string;
  valid: boolean;
  /** The rule, shown while the field holds something that does not meet it. */
  hint: string;
  /** Show the hint in an empty field too while the shopper is in it (the password rules). */
  hintWhenEmpty?: boolean;
  onChange: (value: string) => void;
}

export function ValidatedField({
  label,
  name,
  type = 'text',
  autoComplete = 'off',
  value,
  valid,
  hint,
  hintWhenEmpty = false,
  onChange,
}: ValidatedFieldProps) {
  const id = useId();
  const [focused, setFocused] = useState(false);
  // The hint stays while the value is invalid, focused or not, so a shopper who moves on
  // (or a screen reader reading the field again) still has the rule; it is the field's description.
  const hintShown = !valid && (value !== '' || (hintWhenEmpty && focused));
  return (
    <FieldBox>
      <Label htmlFor={id}>
        {label} <ValidityIcon shown={value !== ''} valid={valid} />
      </Label>
      <Input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required
        value={value}
        aria-invalid={!valid}
        aria-describedby={hintShown ? `${id}-hint` : undefined}
        onChange={(e) => onChange(e.target.value)}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
      />
      {hintShown && <Hint id={`${id}-hint`}>{hint}</Hint>}
    </FieldBox>
  );
}
