import { drainFieldInbox, listenForErrors, reportAreaFailure, type FieldSink } from './field-inbox';

describe('field inbox', () => {
  it('holds errors and area failures from start-up until the reporter takes over, then passes them straight on', () => {
    const target = new EventTarget() as unknown as Window;
    listenForErrors(target);
    const early = new Error('early');
    target.dispatchEvent(Object.assign(new Event('error'), { error: early, filename: 'https://shop.test/a.js' }));
    target.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: 'nope' }));
    reportAreaFailure('mf_catalog', early);

    const seen: unknown[] = [];
    const sink: FieldSink = {
      error: (caught) => seen.push(caught),
      areaFailed: (failure) => seen.push(failure),
    };
    expect(seen).toEqual([]);
    drainFieldInbox(sink);
    expect(seen).toEqual([
      { source: 'error', error: early, filename: 'https://shop.test/a.js' },
      { source: 'rejection', error: 'nope' },
      { area: 'mf_catalog', error: early },
    ]);
    target.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: 'late' }));
    expect(seen).toHaveLength(4);
  });
});
