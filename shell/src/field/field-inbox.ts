import type { RemoteName } from '@storefront/shared-contracts';

/** An uncaught error or unhandled rejection as the window saw it. */
export interface CaughtError {
  source: 'error' | 'rejection';
  error: unknown;
  /** The script the error event names (an error without a stack still has it). */
  filename?: string;
}

/** An area that could not be shown in the browser (its error boundary caught it). */
export interface AreaFailure {
  area: RemoteName;
  error: unknown;
}

export interface FieldSink {
  error(caught: CaughtError): void;
  areaFailed(failure: AreaFailure): void;
}

/** What is held before the reporter arrives; a page throwing in a loop must not fill memory. */
const MAX_HELD = 20;

const held: Array<{ caught: CaughtError } | { failure: AreaFailure }> = [];
let sink: FieldSink | null = null;

function hold(item: { caught: CaughtError } | { failure: AreaFailure }) {
  if (held.length < MAX_HELD) held.push(item);
}

/**
 * Listens for uncaught errors and unhandled rejections from the first moment of start-up, and only holds them:
 * the reporter (attribution, batching, sending) loads when the page is idle and takes them over. Two listeners
 * that do nothing until something breaks: nothing here runs on a tap.
 */
export function listenForErrors(target: Pick<Window, 'addEventListener'>): void {
  target.addEventListener('error', (event: ErrorEvent) => {
    const caught: CaughtError = { source: 'error', error: event.error, filename: event.filename };
    if (sink) sink.error(caught);
    else hold({ caught });
  });
  target.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => {
    const caught: CaughtError = { source: 'rejection', error: event.reason };
    if (sink) sink.error(caught);
    else hold({ caught });
  });
}

/** Called by an area's error boundary when it shows the area's fallback. */
export function reportAreaFailure(area: RemoteName, error: unknown): void {
  if (sink) sink.areaFailed({ area, error });
  else hold({ failure: { area, error } });
}

/** The reporter takes over: what was held is handed to it first, then everything goes straight to it. */
export function drainFieldInbox(to: FieldSink): void {
  sink = to;
  for (const item of held.splice(0)) {
    if ('caught' in item) to.error(item.caught);
    else to.areaFailed(item.failure);
  }
}
