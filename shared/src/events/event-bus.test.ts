import { act, renderHook } from '@testing-library/react';
import { REQUEST_WAIT_MS, createEventBus, events } from './event-bus';
import { useLastEvent, useStoreEvent } from './use-event';

describe('event bus', () => {
  let bus: ReturnType<typeof createEventBus>;
  beforeEach(() => {
    bus = createEventBus();
  });

  it('delivers a payload to every listener of the topic only', () => {
    const a = jest.fn();
    const b = jest.fn();
    const other = jest.fn();
    bus.on('catalog:add-to-cart-requested', a);
    bus.on('catalog:add-to-cart-requested', b);
    bus.on('catalog:wishlist-toggle-requested', other);
    const payload = { productId: 3, size: 'medium' } as const;
    bus.emit('catalog:add-to-cart-requested', payload);
    expect(a).toHaveBeenCalledWith(payload);
    expect(b).toHaveBeenCalledWith(payload);
    expect(other).not.toHaveBeenCalled();
  });

  it('replays the last value of cart:changed and account:wishlist-changed to late subscribers', () => {
    bus.emit('cart:changed', { count: 1 });
    bus.emit('cart:changed', { count: 2 });
    bus.emit('account:wishlist-changed', { productIds: [4, 9] });
    const cart = jest.fn();
    const wishlist = jest.fn();
    bus.on('cart:changed', cart);
    bus.on('account:wishlist-changed', wishlist);
    expect(cart).toHaveBeenCalledTimes(1);
    expect(cart).toHaveBeenCalledWith({ count: 2 });
    expect(wishlist).toHaveBeenCalledWith({ productIds: [4, 9] });
    expect(bus.last('cart:changed')).toEqual({ count: 2 });
  });

  it('keeps a request asked before anyone listens for the listeners its slice starts, once', () => {
    jest.useFakeTimers();
    try {
      bus.emit('catalog:add-to-cart-requested', { productId: 1, size: 'small' });
      bus.emit('catalog:wishlist-toggle-requested', { productId: 1, add: true });
      expect(bus.last('catalog:add-to-cart-requested')).toBeUndefined();
      // The cart slice mounts: its fulfilment and its drawer subscribe.
      const add = jest.fn();
      const drawer = jest.fn();
      bus.on('catalog:add-to-cart-requested', add);
      bus.on('catalog:add-to-cart-requested', drawer);
      expect(add).not.toHaveBeenCalled();
      jest.runOnlyPendingTimers();
      expect(add).toHaveBeenCalledTimes(1);
      expect(add).toHaveBeenCalledWith({ productId: 1, size: 'small' });
      expect(drawer).toHaveBeenCalledTimes(1);
      // Asked once: a listener that comes later does not get it again.
      const later = jest.fn();
      bus.on('catalog:add-to-cart-requested', later);
      jest.runOnlyPendingTimers();
      expect(later).not.toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });

  it('drops a request whose slice did not come within REQUEST_WAIT_MS', () => {
    jest.useFakeTimers();
    let time = 0;
    const timed = createEventBus(() => time);
    try {
      timed.emit('catalog:wishlist-toggle-requested', { productId: 1, add: true });
      time = REQUEST_WAIT_MS + 1;
      const toggle = jest.fn();
      timed.on('catalog:wishlist-toggle-requested', toggle);
      jest.runOnlyPendingTimers();
      expect(toggle).not.toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps calling the other listeners when one fails', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    const before = jest.fn();
    const after = jest.fn();
    bus.on('catalog:add-to-cart-requested', before);
    bus.on('catalog:add-to-cart-requested', () => {
      throw new Error('listener bug');
    });
    bus.on('catalog:add-to-cart-requested', after);
    expect(() => bus.emit('catalog:add-to-cart-requested', { productId: 1, size: 'small' })).not.toThrow();
    expect(before).toHaveBeenCalledTimes(1);
    expect(after).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith(
      expect.stringContaining('catalog:add-to-cart-requested'),
      expect.any(Error),
    );
    consoleError.mockRestore();
  });

  it('stops calling a listener once unsubscribed', () => {
    const handler = jest.fn();
    const kept = jest.fn();
    const off = bus.on('cart:changed', handler);
    bus.on('cart:changed', kept);
    bus.emit('cart:changed', { count: 1 });
    off();
    bus.emit('cart:changed', { count: 2 });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(kept).toHaveBeenCalledTimes(2);
  });

  it('lets a listener unsubscribe while the topic is being emitted', () => {
    const second = jest.fn();
    const off = bus.on('catalog:add-to-cart-requested', () => off());
    bus.on('catalog:add-to-cart-requested', second);
    bus.emit('catalog:add-to-cart-requested', { productId: 1, size: 'small' });
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('forgets listeners and last values on reset', () => {
    const handler = jest.fn();
    bus.on('cart:changed', handler);
    bus.emit('cart:changed', { count: 1 });
    bus.reset();
    bus.emit('catalog:add-to-cart-requested', { productId: 1, size: 'small' });
    expect(bus.last('cart:changed')).toBeUndefined();
    bus.emit('cart:changed', { count: 2 });
    expect(handler).toHaveBeenCalledTimes(1);
  });
});

describe('event hooks', () => {
  afterEach(() => events.reset());

  it('useStoreEvent calls the latest handler while mounted and stops after unmount', () => {
    const first = jest.fn();
    const second = jest.fn();
    const { rerender, unmount } = renderHook(
      ({ handler }) => useStoreEvent('catalog:add-to-cart-requested', handler),
      {
        initialProps: { handler: first },
      },
    );
    act(() => events.emit('catalog:add-to-cart-requested', { productId: 1, size: 'small' }));
    rerender({ handler: second });
    act(() => events.emit('catalog:add-to-cart-requested', { productId: 1, size: 'small' }));
    unmount();
    act(() => events.emit('catalog:add-to-cart-requested', { productId: 1, size: 'small' }));
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('useLastEvent starts from the last value and follows new ones', () => {
    events.emit('cart:changed', { count: 2 });
    const { result } = renderHook(() => useLastEvent('cart:changed'));
    expect(result.current).toEqual({ count: 2 });
    act(() => events.emit('cart:changed', { count: 5 }));
    expect(result.current).toEqual({ count: 5 });
  });
});
