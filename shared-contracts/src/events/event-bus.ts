import type * as EventCatalogue from './event-catalogue';
import type { EventName, EventPayload } from './event-catalogue';
import { COMMAND_EVENTS } from './event-names';

export class EventValidationError extends Error {
  constructor(name: string, detail: string) {
    super(`Invalid payload for event "${name}": ${detail}`);
    this.name = 'EventValidationError';
  }
}

type Handler<N extends EventName> = (payload: EventPayload<N>) => void;

/** The typed event bus between areas. One per page (or per server request), created by the shell. */
export interface EventBus {
  /**
   * Delivers the payload. In development and tests it is first checked against the event's zod
   * schema (throws EventValidationError); production trusts the types and ships no zod.
   */
  emit<N extends EventName>(name: N, payload: EventPayload<N>): void;
  /** Subscribes; returns the unsubscribe function. A command emitted before anyone listened is delivered now. */
  on<N extends EventName>(name: N, handler: Handler<N>): () => void;
  /**
   * Whether anyone handles the event now: a command sent while its area is still loading waits for it, and an area
   * with a quicker answer of its own meanwhile (the product page's dialog for an add) can give that. Since 4.9.0.
   */
  handles(name: EventName): boolean;
}

function checked(name: EventName, payload: unknown): unknown {
  if (process.env.NODE_ENV !== 'production') {
    // A require inside the branch: production builds drop the branch and, with it, zod.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { eventSchemas } = require('./event-catalogue') as typeof EventCatalogue;
    const parsed = eventSchemas[name].safeParse(payload);
    if (!parsed.success) throw new EventValidationError(name, parsed.error.message);
    return parsed.data;
  }
  return payload;
}

export interface EventBusOptions {
  /** A handler threw; the other handlers still ran. */
  onHandlerError?: (error: unknown) => void;
  /** A command was queued because nobody handles it yet (the shell loads its owning area). */
  onCommandQueued?: (name: EventName) => void;
}

export function createEventBus({ onHandlerError = () => undefined, onCommandQueued }: EventBusOptions = {}): EventBus {
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
      const data = checked(name, payload);
      if (COMMAND_EVENTS.includes(name) && !handlers.get(name)?.size) {
        pendingCommands.set(name, [...(pendingCommands.get(name) ?? []), data]);
        onCommandQueued?.(name);
        return;
      }
      deliver(name, data);
    },
    handles(name) {
      return Boolean(handlers.get(name)?.size);
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
