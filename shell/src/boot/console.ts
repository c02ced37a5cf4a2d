import { cookieValue } from '../tracking/storage';

/** Set `sf_debug=1` (cookie) to keep the browser console talking, e.g. in browser tests. */
export const DEBUG_COOKIE = 'sf_debug';

/** Spec 8: all console logging, warnings and errors are silenced in the browser. */
export function silenceConsole(cookies: string, target: Console = console): void {
  if (cookieValue(cookies, DEBUG_COOKIE) === '1') return;
  for (const method of ['log', 'info', 'warn', 'error', 'debug', 'trace'] as const) target[method] = () => undefined;
}
