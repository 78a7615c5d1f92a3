import { useState } from 'react';
import { isValidPassword, passwordsMatch } from '@storefront/shared';
import type { PasswordPairProps } from './password-pair';

/**
 * The state of a new password and its confirmation (sign-up, reset): `fields` goes to
 * <PasswordPair>, `onEdit` runs on every keystroke in either (the pages clear their error).
 */
export function usePasswordPair(onEdit: () => void) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const fields: Omit<PasswordPairProps, 'passwordLabel'> = {
    password,
    confirm,
    onPassword: (value) => {
      setPassword(value);
      onEdit();
    },
    onConfirm: (value) => {
      setConfirm(value);
      onEdit();
    },
  };
  return { password, confirm, valid: isValidPassword(password) && passwordsMatch(password, confirm), fields };
}
