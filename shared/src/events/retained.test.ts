import { retained } from './retained';

describe('retained', () => {
  it('starts once for the first retainer and stops after the last release, each release counted once', () => {
    const stop = jest.fn();
    const start = jest.fn(() => stop);
    const retain = retained(start);
    const a = retain();
    const b = retain();
    expect(start).toHaveBeenCalledTimes(1);
    a();
    a();
    expect(stop).not.toHaveBeenCalled();
    b();
    expect(stop).toHaveBeenCalledTimes(1);
    retain()();
    expect(start).toHaveBeenCalledTimes(2);
    expect(stop).toHaveBeenCalledTimes(2);
  });
});
