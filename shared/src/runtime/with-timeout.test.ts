import { withTimeout } from './with-timeout';

describe('withTimeout', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('answers what the promise answers in time, and leaves no timer behind', async () => {
    await expect(withTimeout(Promise.resolve('entry'), 100, () => new Error('late'))).resolves.toBe('entry');
    expect(jest.getTimerCount()).toBe(0);
  });

  it("passes the promise's own failure on, and leaves no timer behind", async () => {
    const failure = new Error('404');
    await expect(withTimeout(Promise.reject(failure), 100, () => new Error('late'))).rejects.toBe(failure);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('rejects with the late error once the time has passed; a later answer changes nothing', async () => {
    let answer: (value: string) => void = () => undefined;
    const slow = new Promise<string>((resolve) => {
      answer = resolve;
    });
    const late = new Error('no answer in 100 ms');
    const waited = withTimeout(slow, 100, () => late);
    let settled = false;
    waited.catch(() => undefined).finally(() => (settled = true));
    jest.advanceTimersByTime(99);
    await Promise.resolve();
    expect(settled).toBe(false);
    jest.advanceTimersByTime(1);
    answer('too late');
    await expect(waited).rejects.toBe(late);
    expect(jest.getTimerCount()).toBe(0);
  });
});
