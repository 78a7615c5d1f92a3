import { scriptPerTask } from './script-per-task';

async function flushMicrotasks(): Promise<void> {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

/** A task boundary the test controls: each call waits until `release` is called. */
function controlledTasks() {
  const waiting: (() => void)[] = [];
  return {
    next: () => new Promise<void>((resolve) => waiting.push(resolve)),
    /** Ends the task the first waiting script waits for, and runs what follows it. */
    release: async () => {
      await flushMicrotasks();
      const end = waiting.shift();
      if (!end) throw new Error('no script is waiting for a task');
      end();
      await flushMicrotasks();
    },
  };
}

describe('scripts are added one per task', () => {
  it('adds each script asked for in one run in a task of its own, in order', async () => {
    const tasks = controlledTasks();
    const added: string[] = [];
    const load = scriptPerTask((url: string) => added.push(url), tasks.next);
    load('228.js');
    load('380.js');
    load('262.js');
    await flushMicrotasks();
    expect(added).toEqual([]);
    await tasks.release();
    expect(added).toEqual(['228.js']);
    await tasks.release();
    expect(added).toEqual(['228.js', '380.js']);
    await tasks.release();
    expect(added).toEqual(['228.js', '380.js', '262.js']);
  });

  it('passes every argument through, and a loader that throws does not stop the next script', async () => {
    const tasks = controlledTasks();
    const calls: unknown[][] = [];
    const reported: unknown[] = [];
    const report = (event: ErrorEvent) => {
      event.preventDefault();
      reported.push(event.error);
    };
    window.addEventListener('error', report);
    try {
      const done = () => undefined;
      const load = scriptPerTask((url: string, callback: () => void, key?: string, chunkId?: number) => {
        calls.push([url, callback, key, chunkId]);
        if (url === 'bad.js') throw new Error('cannot add');
      }, tasks.next);
      load('bad.js', done, 'chunk-1', 1);
      load('good.js', done, 'chunk-2', 2);
      await tasks.release();
      await tasks.release();
      expect(calls).toEqual([
        ['bad.js', done, 'chunk-1', 1],
        ['good.js', done, 'chunk-2', 2],
      ]);
      // The error is thrown again in a task of its own: reported as uncaught, not swallowed.
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(reported).toEqual([new Error('cannot add')]);
    } finally {
      window.removeEventListener('error', report);
    }
  });
});
