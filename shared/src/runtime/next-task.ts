/**
 * Resolves in a later task: the browser paints and answers input in between. The frame starts
 * in steps that each end this way, so no step holds the main thread long enough to block a tap
 * (docs/architecture.md#performance). A message, not a timer: the browser stretches a timer set
 * from within timers to 4 ms, and the frame takes a few dozen steps. Imported by its path
 * (`@storefront/shared/runtime/next-task`), never through the package's shared singleton: the
 * frame's entry and every container's runtime plugins run before the shared libraries are there,
 * so each bundles its own copy (a few lines, no state).
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
