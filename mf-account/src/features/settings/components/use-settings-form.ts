import { useRef, useState } from 'react';
import { failureMessage } from '../api/settings-api';

/** One settings form's state: busy while its call runs, then a notice or an error (focused). */
export function useSettingsForm() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const errorRef = useRef<HTMLParagraphElement>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  async function run(call: () => Promise<string>) {
    if (busy) return;
    setBusy(true);
    setError('');
    setNotice('');
    try {
      setNotice(await call());
      requestAnimationFrame(() => noticeRef.current?.focus());
    } catch (failure) {
      setError(failureMessage(failure));
      requestAnimationFrame(() => errorRef.current?.focus());
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, notice, errorRef, noticeRef, run };
}
