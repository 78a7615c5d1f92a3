// The one way the store gives up on a promise after a while (the shell's wait for a slice's
// remote entry; the gateway's render budgets and release checks can use it too). Imported by its
// path, as the rest of runtime/: it needs neither the browser nor Node.

/**
 * Settles as `promise` does, or rejects with `late()` once `ms` have passed, whichever comes
 * first. The timer is cleared either way, so a settled promise keeps no timer (nor a Node
 * process) alive.
 */
export function withTimeout<T>(promise: Promise<T>, ms: number, late: () => Error): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(late()), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
