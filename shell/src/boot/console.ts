import { cookieValue } from '../tracking/storage';

/** Set `sf_debug=1` (cookie) to keep the browser console talking, e.g. in browser tests. */
export const DEBUG_COOKIE = 'sf_debug';

type ErrorEvents = Pick<Window, 'addEventListener'>;

/**
 * Spec 8: all console logging, warnings and errors are silenced in the browser. The browser's own
 * "Uncaught (in promise)" and "Uncaught Error" lines are not console calls: cancelling the window's
 * `unhandledrejection` and `error` events keeps them out too (the page itself carries on, see README).
 */
export function silenceConsole(
  cookies: string,
  target: Console = console,
  events: ErrorEvents | null = typeof window === 'undefined' ? null : window,
): void {
  if (cookieValue(cookies, DEBUG_COOKIE) === '1') return;
  for (const method of ['log', 'info', 'warn', 'error', 'debug', 'trace'] as const) target[method] = () => undefined;
  events?.addEventListener('unhandledrejection', (event) => event.preventDefault());
  events?.addEventListener('error', (event) => event.preventDefault());
}
