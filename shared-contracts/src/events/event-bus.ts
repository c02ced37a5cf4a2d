import { COMMAND_EVENTS, eventSchemas, type EventName, type EventPayload } from './event-catalogue';

export class EventValidationError extends Error {
  constructor(name: string, detail: string) {
    super(`Invalid payload for event "${name}": ${detail}`);
    this.name = 'EventValidationError';
  }
}

type Handler<N extends EventName> = (payload: EventPayload<N>) => void;

/** The typed event bus between areas. One per page (or per server request), created by the shell. */
export interface EventBus {
  /** Validates the payload against the event's schema, then delivers it. Throws EventValidationError. */
  emit<N extends EventName>(name: N, payload: EventPayload<N>): void;
  /** Subscribes; returns the unsubscribe function. A command emitted before anyone listened is delivered now. */
  on<N extends EventName>(name: N, handler: Handler<N>): () => void;
}

export function createEventBus(onHandlerError: (error: unknown) => void = () => undefined): EventBus {
  const handlers = new Map<EventName, Set<Handler<never>>>();
  const pendingCommands = new Map<EventName, unknown[]>();

  const deliver = (name: EventName, payload: unknown) => {
    for (const handler of [...(handlers.get(name) ?? [])]) {
      try {
        (handler as (p: unknown) => void)(payload);
      } catch (error) {
        onHandlerError(error);
      }
    }
  };

  return {
    emit(name, payload) {
      const parsed = eventSchemas[name].safeParse(payload);
      if (!parsed.success) throw new EventValidationError(name, parsed.error.message);
      if (COMMAND_EVENTS.includes(name) && !handlers.get(name)?.size) {
        pendingCommands.set(name, [...(pendingCommands.get(name) ?? []), parsed.data]);
        return;
      }
      deliver(name, parsed.data);
    },
    on(name, handler) {
      const set = handlers.get(name) ?? new Set();
      set.add(handler as Handler<never>);
      handlers.set(name, set);
      const pending = pendingCommands.get(name);
      if (pending) {
        pendingCommands.delete(name);
        for (const payload of pending) deliver(name, payload);
      }
      return () => {
        set.delete(handler as Handler<never>);
      };
    },
  };
}
