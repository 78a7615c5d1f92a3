import { useEffect, useRef, useState } from 'react';

/**
 * The outcome of an account form: one call at a time, its sentence as a notice or an error, and
 * focus moved to whichever appears so keyboard and screen-reader users land on what happened.
 */
export function useFormOutcome(initialError = '') {
  const errorRef = useRef<HTMLParagraphElement>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const [error, setError] = useState(initialError);
  const [notice, setNotice] = useState('');
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  /** Runs the call; its answer becomes the notice, its failure the error `describe` gives. */
  async function submit(
    call: () => Promise<string>,
    describe: (failure: unknown) => string,
  ): Promise<boolean> {
    setSubmitting(true);
    setError('');
    try {
      setNotice(await call());
      return true;
    } catch (failure) {
      setError(describe(failure));
      return false;
    } finally {
      setSubmitting(false);
    }
  }

  return { errorRef, noticeRef, error, setError, notice, submitting, submit };
}
