// The one Module Federation runtime plugin that cuts the store's start into tasks
// (docs/architecture.md#performance). Every frontend's build adds it to its own container
// (tooling/webpack.cjs), bundled into each container's runtime, not shared: those runtimes run
// before the shared libraries are there. Each step below is short; run back to back in one task
// they were long enough to block a tap on a phone.
// - The container's webpack script loader adds each chunk's script in a task of its own
//   (script-per-task.ts). `__webpack_require__` here is the container's own.
// - A slice's remote entry, its container's start and its exposed module each run in a task of
//   their own instead of in the task the entry's script arrived in. Only a container that loads
//   remotes (the shell's) meets these two hooks.
import { nextTask } from './next-task';
import { scriptPerTask } from './script-per-task';

declare const __webpack_require__: { l: ((...args: unknown[]) => void) & { perTask?: true } } | undefined;

/** The part of @module-federation/enhanced's runtime plugin shape this plugin uses. */
export interface TaskPerStepPlugin {
  name: string;
  beforeInitContainer<T>(args: T): Promise<T>;
  beforeExecuteFactory(): Promise<void>;
}

export default function taskPerStepPlugin(): TaskPerStepPlugin {
  // A container's runtime may create its federation instance more than once: wrap once. Outside
  // a webpack build (tests) there is no script loader to wrap.
  if (typeof __webpack_require__ !== 'undefined' && !__webpack_require__.l.perTask) {
    __webpack_require__.l = Object.assign(scriptPerTask(__webpack_require__.l), { perTask: true as const });
  }
  return {
    name: 'storefront-task-per-step',
    async beforeInitContainer(args) {
      await nextTask();
      return args;
    },
    async beforeExecuteFactory() {
      await nextTask();
    },
  };
}
