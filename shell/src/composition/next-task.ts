/**
 * Resolves in a later task: the browser paints and answers input in between. The frame starts
 * in steps that each end this way, so no step holds the main thread long enough to block a tap
 * (docs/architecture.md#performance). A message, not a timer: the browser stretches a timer set
 * from within timers to 4 ms, and the frame takes a few dozen steps. Here, not in
 * @storefront/shared: the frame's entry and its runtime plugins run before the shared libraries
 * are there.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
