import { sendBeacon } from './start-field-reporting';

describe('sendBeacon', () => {
  const body = '{"events":[]}';
  afterEach(() => {
    jest.restoreAllMocks();
    delete (navigator as { sendBeacon?: unknown }).sendBeacon;
  });

  it('sends a JSON beacon to the api', async () => {
    const beacon = jest.fn((_url: string, _data: Blob) => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    const fetchSpy = jest.fn();
    globalThis.fetch = fetchSpy;
    sendBeacon(body);
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, blob] = beacon.mock.calls[0] as [string, Blob];
    expect(url).toBe('/api/field');
    expect(blob.type).toBe('application/json');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('falls back to a keepalive fetch without cookies when the beacon is refused or throws', () => {
    const fetchSpy = jest.fn(() => Promise.resolve({ ok: true }));
    globalThis.fetch = fetchSpy as unknown as typeof fetch;
    for (const refuse of [
      () => false,
      () => {
        throw new DOMException('not allowed', 'SecurityError');
      },
    ]) {
      Object.defineProperty(navigator, 'sendBeacon', { value: refuse, configurable: true });
      sendBeacon(body);
    }
    expect(fetchSpy).toHaveBeenCalledTimes(2);
    expect(fetchSpy.mock.calls[0]).toEqual([
      '/api/field',
      { method: 'POST', body, keepalive: true, credentials: 'omit', headers: { 'content-type': 'application/json' } },
    ]);
  });
});
