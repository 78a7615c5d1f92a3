// Module Federation runtime plugin that every frontend's build adds to its own container
// (tooling/webpack.cjs): the container's webpack script loader adds each chunk's script in a task
// of its own (script-per-task.ts). `__webpack_require__` here is the container's own: the plugin
// is bundled into each container's runtime, not shared.
import { scriptPerTask } from './script-per-task';

declare const __webpack_require__: { l: ((...args: unknown[]) => void) & { perTask?: true } };

export default function scriptPerTaskPlugin(): { name: string } {
  // A container's runtime may create its federation instance more than once: wrap once.
  if (!__webpack_require__.l.perTask) {
    __webpack_require__.l = Object.assign(scriptPerTask(__webpack_require__.l), { perTask: true as const });
  }
  return { name: 'storefront-script-per-task' };
}
