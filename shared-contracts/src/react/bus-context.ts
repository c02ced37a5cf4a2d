import { createContext, useContext } from 'react';
import type { EventBus } from '../events/event-bus';

/** The page's event bus, provided by the shell. */
export const EventBusContext = createContext<EventBus | null>(null);

export function useEventBus(): EventBus {
  const bus = useContext(EventBusContext);
  if (!bus) throw new Error('useEventBus needs an EventBusContext provider (the shell provides one)');
  return bus;
}
