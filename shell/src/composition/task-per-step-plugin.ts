// Module Federation runtime plugin: a slice's remote entry, its container's start and its
// exposed module each run in a task of their own, instead of one after another in the task
// the entry's script arrived in. Each is short; together they were long enough to block a tap
// on a phone (docs/architecture.md#performance).
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { nextTask } from '@storefront/shared/runtime/next-task';

export default function taskPerStepPlugin(): ModuleFederationRuntimePlugin {
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
