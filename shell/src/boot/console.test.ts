import { silenceConsole } from './console';

describe('the browser console (spec 8)', () => {
  const fakeConsole = () =>
    ({
      log: jest.fn(),
      info: jest.fn(),
      warn: jest.fn(),
      error: jest.fn(),
      debug: jest.fn(),
      trace: jest.fn(),
    }) as unknown as Console;

  it('is silenced: logging, warnings and errors say nothing', () => {
    const target = fakeConsole();
    const originalError = target.error;
    silenceConsole('sf_consent=all', target);
    target.error('boom');
    target.warn('careful');
    target.log('hello');
    expect(originalError).not.toHaveBeenCalled();
    expect(target.error).not.toBe(originalError);
  });

  it('keeps the browser\'s own "Uncaught" reports of errors and rejected promises out of the console', () => {
    const events = new EventTarget();
    silenceConsole('sf_consent=all', fakeConsole(), events as unknown as Window);
    const rejection = new Event('unhandledrejection', { cancelable: true });
    const error = new Event('error', { cancelable: true });
    events.dispatchEvent(rejection);
    events.dispatchEvent(error);
    // A cancelled event is what keeps the browser from printing it.
    expect(rejection.defaultPrevented).toBe(true);
    expect(error.defaultPrevented).toBe(true);
  });

  it('keeps talking with the debug cookie', () => {
    const target = fakeConsole();
    const originalError = target.error;
    const events = new EventTarget();
    silenceConsole('a=b; sf_debug=1', target, events as unknown as Window);
    expect(target.error).toBe(originalError);
    const rejection = new Event('unhandledrejection', { cancelable: true });
    events.dispatchEvent(rejection);
    expect(rejection.defaultPrevented).toBe(false);
  });
});
