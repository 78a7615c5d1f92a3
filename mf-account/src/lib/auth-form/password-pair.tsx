// Password and Confirm Password with the sign-up rule, its hints and validity icons:
// the sign-up form and the reset-password form ask for a new password the same way.
import { HINTS, isValidPassword, passwordsMatch } from '@storefront/shared';
import { ValidatedField } from './validated-field';

export interface PasswordPairProps {
  password: string;
  confirm: string;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
  /** 'Password' on sign-up, 'New Password' on reset. */
  passwordLabel?: string;
}

export function PasswordPair({
  password,
  confirm,
  onPassword,
  onConfirm,
  passwordLabel = 'Password',
}: PasswordPairProps) {
  return (
    <>
      <ValidatedField
        label={passwordLabel}
        name="password"
        type="password"
        autoComplete="new-password"
        value={password}
        valid={isValidPassword(password)}
        hint={HINTS.password}
        hintWhenEmpty
        onChange={onPassword}
      />
      <ValidatedField
        label="Confirm Password"
        name="confirm"
        type="password"
        autoComplete="new-password"
        value={confirm}
        valid={passwordsMatch(password, confirm)}
        hint={HINTS.confirm}
        hintWhenEmpty
        onChange={onConfirm}
      />
    </>
  );
}
