import { nextTask } from './next-task';

/**
 * Wraps webpack's script loader (`__webpack_require__.l`) so that each chunk's script is added
 * to the page in a task of its own, in the order asked. A chunk's request asks for the chunks of
 * the shared libraries it uses in the same run of microtasks (the frame's request for
 * @storefront/shared added eleven scripts in one task), and an exposed module's request asks for
 * all of its chunks at once; each addition (a fetch and a timer started) is not free: together
 * they held the main thread long enough to block a tap on a phone
 * (docs/architecture.md#performance). The script loader only starts a fetch: nothing waits on
 * it returning, only on its callback. Every container installs it (task-per-step-plugin.ts).
 */
export function scriptPerTask<Args extends unknown[]>(
  load: (...args: Args) => void,
  next: () => Promise<void> = nextTask,
): (...args: Args) => void {
  let queue = Promise.resolve();
  return (...args) => {
    queue = queue.then(next).then(() => {
      try {
        load(...args);
      } catch (error) {
        // Reported as uncaught (in a task of its own), and the queue goes on: one script that
        // cannot be added must not stop the ones after it.
        setTimeout(() => {
          throw error;
        }, 0);
      }
    });
  };
}
