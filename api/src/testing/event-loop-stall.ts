// How long the event loop stood still while some work ran: a timer every `everyMs` notes the
// longest gap between its runs (a test that says the work never holds the loop for long).

/** The longest the event loop went without running an `everyMs` timer while `work` ran, in ms. */
export async function longestStall(work: () => Promise<unknown>, everyMs = 5): Promise<number> {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, everyMs);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return Math.max(longest, performance.now() - last);
}
