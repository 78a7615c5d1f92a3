import taskPerStepPlugin from './task-per-step-plugin';

// jsdom has no MessageChannel (next-task.ts yields with one). A stand-in
// that delivers in a later task, for these tests only: left in place, React's scheduler would
// take it too.
class TaskChannel {
  port1 = { onmessage: null as null | (() => void), close: () => undefined };
  port2 = { postMessage: () => setTimeout(() => this.port1.onmessage?.(), 0) };
}
beforeAll(() => {
  globalThis.MessageChannel = TaskChannel as unknown as typeof MessageChannel;
});
afterAll(() => {
  delete (globalThis as { MessageChannel?: unknown }).MessageChannel;
});

/** Runs every queued microtask, but no task. */
async function flushMicrotasks(): Promise<void> {
  for (let i = 0; i < 20; i++) await Promise.resolve();
}

describe('a slice starts in steps, one task each', () => {
  const plugin = taskPerStepPlugin();

  it('starts a remote container in a later task than its entry arrived in, with its options unchanged', async () => {
    const options = { shareScope: {}, initScope: [], remoteEntryInitOptions: {} };
    let started: unknown;
    const step = plugin.beforeInitContainer(options).then((value) => (started = value));
    await flushMicrotasks();
    expect(started).toBeUndefined();
    await step;
    expect(started).toBe(options);
  });

  it('evaluates an exposed module in a task of its own', async () => {
    let evaluated = false;
    const step = plugin.beforeExecuteFactory().then(() => (evaluated = true));
    await flushMicrotasks();
    expect(evaluated).toBe(false);
    await step;
    expect(evaluated).toBe(true);
  });
});
