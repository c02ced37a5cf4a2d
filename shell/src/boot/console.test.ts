import { silenceConsole } from './console';

describe('the browser console (spec 8)', () => {
  const fakeConsole = () => ({ log: jest.fn(), info: jest.fn(), warn: jest.fn(), error: jest.fn(), debug: jest.fn(), trace: jest.fn() }) as unknown as Console;

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

  it('keeps talking with the debug cookie', () => {
    const target = fakeConsole();
    const originalError = target.error;
    silenceConsole('a=b; sf_debug=1', target);
    expect(target.error).toBe(originalError);
  });
});
