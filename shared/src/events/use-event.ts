import { useEffect, useRef, useState } from 'react';
import { events, type StoreEventName, type StoreEvents } from './event-bus';

/** Calls the handler for every event of the topic while the component is mounted. */
export function useStoreEvent<K extends StoreEventName>(name: K, handler: (payload: StoreEvents[K]) => void) {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => events.on(name, (payload) => latest.current(payload)), [name]);
}

/** The latest value of a last-value topic. */
export function useLastEvent<K extends StoreEventName>(name: K): StoreEvents[K] | undefined {
  const [value, setValue] = useState<StoreEvents[K] | undefined>(undefined);
  useEffect(() => events.on(name, setValue), [name]);
  return value;
}
