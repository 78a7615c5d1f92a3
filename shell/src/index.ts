// The async boundary lets Module Federation negotiate the shared singletons before any of
// them is evaluated. Past it, no task may hold the main thread long enough to block a tap
// (docs/architecture.md#performance): the frame's script ends here; then each shared library
// is requested in a task of its own (starting a fetch is not free) and evaluated in another, as
// it arrives; the frame itself (its chunk preloaded with main.js, index.html) is evaluated last.
import { getInstance, loadShare } from '@module-federation/enhanced/runtime';
import { nextTask } from '@storefront/shared/runtime/next-task';

async function start(): Promise<void> {
  let evaluating = Promise.resolve();
  const libraries: Promise<void>[] = [];
  for (const name of Object.keys(getInstance()?.options.shared ?? {})) {
    await nextTask();
    libraries.push(
      loadShare(name).then(
        (factory) => {
          evaluating = evaluating.then(nextTask).then(() => {
            // A library that throws is the frame's failure: the import below meets it again.
            try {
              if (factory) factory();
            } catch {
              // reported by the frame's import
            }
          });
        },
        () => undefined,
      ),
    );
  }
  await Promise.all(libraries);
  await evaluating;
  await nextTask();
  await import(/* webpackChunkName: "bootstrap" */ './bootstrap');
}

void start();
