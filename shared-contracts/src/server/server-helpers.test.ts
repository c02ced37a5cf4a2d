import { gracefulClose, registerRequestLog, type RequestLogHost } from './index';

function fakeLog() {
  const lines: Array<{ level: string; obj: unknown; msg?: string }> = [];
  return {
    lines,
    info: (obj: unknown, msg?: string) => lines.push({ level: 'info', obj, msg }),
    error: (obj: unknown, msg?: string) => lines.push({ level: 'error', obj, msg }),
  };
}

describe('gracefulClose', () => {
  it('gives closeWithGrace the deadline, then logs the signal, closes the server and logs that it closed', async () => {
    const log = fakeLog();
    const close = jest.fn(async () => log.info('onClose hooks ran'));
    const [options, onClose] = gracefulClose({ log, close }, 3000);
    expect(options.delay).toBe(3000);
    await onClose({ signal: 'SIGTERM' });
    expect(close).toHaveBeenCalledTimes(1);
    expect(log.lines).toEqual([
      { level: 'info', obj: { signal: 'SIGTERM', deadlineMs: 3000 }, msg: 'closing: finishing in-flight requests' },
      { level: 'info', obj: 'onClose hooks ran', msg: undefined },
      { level: 'info', obj: 'closed', msg: undefined },
    ]);
  });

  it('logs an unhandled error as the reason to close, and routes its own errors to the server log', async () => {
    const log = fakeLog();
    const [options, onClose] = gracefulClose({ log, close: async () => undefined }, 10);
    const err = new Error('boom');
    await onClose({ err });
    options.logger.error('second signal');
    expect(log.lines[0]).toEqual({ level: 'error', obj: { err }, msg: 'closing after an unhandled error' });
    expect(log.lines.at(-1)).toEqual({ level: 'error', obj: 'second signal', msg: undefined });
  });
});

describe('registerRequestLog', () => {
  it('echoes the request id on the response and logs one line per response', () => {
    const hooks = new Map<string, Parameters<RequestLogHost['addHook']>[1]>();
    registerRequestLog({ addHook: (name: string, hook: never) => hooks.set(name, hook) } as RequestLogHost);
    const log = fakeLog();
    const request = { id: 'req-1', method: 'GET', url: '/healthz?x=1', log };
    const headers: Record<string, string> = {};
    const reply = { statusCode: 204, elapsedTime: 12.6, header: (n: string, v: string) => (headers[n] = v) };
    const done = jest.fn();
    hooks.get('onRequest')!(request, reply, done);
    hooks.get('onResponse')!(request, reply, done);
    expect(headers).toEqual({ 'x-request-id': 'req-1' });
    expect(done).toHaveBeenCalledTimes(2);
    expect(log.lines).toEqual([
      { level: 'info', obj: { method: 'GET', url: '/healthz?x=1', statusCode: 204, ms: 13 }, msg: 'request' },
    ]);
  });
});
