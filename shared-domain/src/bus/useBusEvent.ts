import { useEffect, useRef } from 'react';
import { on } from './bus';
import type { BusHandler, StorefrontEventType } from './events';

/** Subscribes a component to a bus event for its lifetime; the latest handler is always called. */
export function useBusEvent<K extends StorefrontEventType>(type: K, handler: BusHandler<K>): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => on(type, (payload, event) => latest.current(payload, event)), [type]);
}
