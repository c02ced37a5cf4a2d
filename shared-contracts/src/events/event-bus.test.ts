import { createEventBus, EventValidationError } from './event-bus';

describe('event bus', () => {
  it('delivers validated notifications to every listener and stops after unsubscribe', () => {
    const bus = createEventBus();
    const seen: number[] = [];
    const off = bus.on('cart:changed', (p) => seen.push(p.itemCount));
    bus.on('cart:changed', (p) => seen.push(p.itemCount * 10));
    bus.emit('cart:changed', { itemCount: 2, seedCount: 10 });
    off();
    bus.emit('cart:changed', { itemCount: 3, seedCount: 15 });
    expect(seen).toEqual([2, 20, 30]);
  });

  it('refuses a payload that breaks the event schema', () => {
    const bus = createEventBus();
    expect(() => bus.emit('cart:add-item', { packId: -1, quantity: 1, productName: 'x' })).toThrow(
      EventValidationError,
    );
    expect(() => bus.emit('ui:open-panel', { panel: 'attic' } as never)).toThrow(/ui:open-panel/);
  });

  it('keeps a command until its handler area has loaded, then delivers it once', () => {
    const bus = createEventBus();
    bus.emit('cart:add-item', { packId: 7, quantity: 1, productName: 'Amnesia' });
    const handled: number[] = [];
    bus.on('cart:add-item', (p) => handled.push(p.packId));
    bus.on('cart:add-item', (p) => handled.push(p.packId * 100));
    expect(handled).toEqual([7]);
  });

  it('tells whether anyone handles an event now', () => {
    const bus = createEventBus();
    expect(bus.handles('cart:add-item')).toBe(false);
    const off = bus.on('cart:add-item', () => undefined);
    expect(bus.handles('cart:add-item')).toBe(true);
    expect(bus.handles('cart:reload')).toBe(false);
    off();
    expect(bus.handles('cart:add-item')).toBe(false);
  });

  it('drops notifications nobody listened to', () => {
    const bus = createEventBus();
    bus.emit('cart:changed', { itemCount: 1, seedCount: 1 });
    const seen: unknown[] = [];
    bus.on('cart:changed', (p) => seen.push(p));
    expect(seen).toEqual([]);
  });

  it('isolates a failing handler from the others', () => {
    const errors: unknown[] = [];
    const bus = createEventBus({ onHandlerError: (e) => errors.push(e) });
    const seen: string[] = [];
    bus.on('ui:toast', () => {
      throw new Error('boom');
    });
    bus.on('ui:toast', (t) => seen.push(t.message));
    bus.emit('ui:toast', { kind: 'info', message: 'hello' });
    expect(seen).toEqual(['hello']);
    expect(errors).toHaveLength(1);
  });

  it('tells who created it that a command waits for its handler, so its owning area can be loaded', () => {
    const queued: string[] = [];
    const bus = createEventBus({ onCommandQueued: (name) => queued.push(name) });
    bus.emit('cart:changed', { itemCount: 1, seedCount: 1 });
    bus.emit('cart:add-item', { packId: 7, quantity: 1, productName: 'Amnesia Haze' });
    expect(queued).toEqual(['cart:add-item']);
    const handled: number[] = [];
    bus.on('cart:add-item', (p) => handled.push(p.packId));
    bus.emit('cart:add-item', { packId: 8, quantity: 1, productName: 'Amnesia Haze' });
    expect(handled).toEqual([7, 8]);
    expect(queued).toEqual(['cart:add-item']);
  });
});
