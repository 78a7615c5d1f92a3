// The hover state of docs/frame.md#dropdown-state: none, men, women or
// accessories. Moving to another label switches; leaving or clicking resets.
import { useCallback, useState } from 'react';
import type { DropdownName, DropdownState } from '../../../lib/nav-menu';

export function useNavDropdown() {
  const [state, setState] = useState<DropdownState>('none');
  const open = useCallback((name: DropdownName) => setState(name), []);
  const close = useCallback(() => setState('none'), []);
  return { state, open, close };
}
