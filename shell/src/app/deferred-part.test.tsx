import { act, render, screen } from '@testing-library/react';
import { deferredPart } from './deferred-part';
import type * as DeferredPart from './deferred-part';

// Each test gets the module afresh: its gate is page-wide state.
function freshModule(): typeof DeferredPart {
  let fresh: typeof DeferredPart | undefined;
  jest.isolateModules(() => {
    fresh = jest.requireActual('./deferred-part');
  });
  return fresh!;
}

const flush = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

describe('deferredPart', () => {
  it('renders at once when nothing defers it (server, client-only render, tests)', async () => {
    const Part = deferredPart(async () => () => <p>footer</p>);
    render(<Part />);
    expect(await screen.findByText('footer')).toBeInTheDocument();
  });

  it('waits for the release when the browser boot defers it, then loads its code and renders', async () => {
    const m = freshModule();
    const load = jest.fn(async () => () => <p>footer</p>);
    m.deferUntilReleased();
    const Part = m.deferredPart(load);
    render(<Part />);
    await flush();
    expect(screen.queryByText('footer')).toBeNull();
    expect(load).not.toHaveBeenCalled();
    m.releaseDeferredParts();
    expect(await screen.findByText('footer')).toBeInTheDocument();
  });

  it('is released by a navigation inside the page, not by the first location', async () => {
    const m = freshModule();
    m.deferUntilReleased();
    const Part = m.deferredPart(async () => () => <p>footer</p>);
    render(<Part />);
    m.releaseOnNavigation('default');
    m.releaseOnNavigation('default');
    await flush();
    expect(screen.queryByText('footer')).toBeNull();
    m.releaseOnNavigation('k2');
    expect(await screen.findByText('footer')).toBeInTheDocument();
  });

  it('is released when the shopper focuses its markup (keyboard), without an IntersectionObserver at once', async () => {
    const m = freshModule();
    m.deferUntilReleased();
    const Part = m.deferredPart(async () => () => <p>footer</p>);
    render(<Part />);
    const markup = document.createElement('footer');
    const field = document.createElement('input');
    markup.append(field);
    document.body.append(markup);
    const observe = jest.fn();
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      observe = observe;
      disconnect() {}
    };
    try {
      m.releaseWhenNeeded(markup);
      expect(observe).toHaveBeenCalledWith(markup);
      await flush();
      expect(screen.queryByText('footer')).toBeNull();
      field.focus();
      expect(await screen.findByText('footer')).toBeInTheDocument();
    } finally {
      delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
      markup.remove();
    }
  });
});
