import { EARLY_FORMS } from '@storefront/shared-contracts';
import { receiveEarlyAdds, releaseEarlyAdds, type EarlyAddCounts } from './early-adds';

type Receiver = { push: (...answers: unknown[]) => number };

describe('early adds (sent by the page loader while the shell started)', () => {
  it('applies the queued counts once hydrated, then those still on their way, each once', () => {
    const applied: EarlyAddCounts[] = [];
    receiveEarlyAdds((counts) => applied.push(counts));
    const win: Record<string, unknown> = {
      [EARLY_FORMS.added]: [{ itemCount: 2, seedCount: 10 }, { itemCount: 'x' }, null],
    };
    releaseEarlyAdds(win);
    expect(applied).toEqual([{ itemCount: 2, seedCount: 10 }]);

    // An add whose answer comes after hydration reaches the shell through the loader's same push.
    (win[EARLY_FORMS.added] as Receiver).push({ itemCount: 3, seedCount: 15, added: 12 });
    expect(applied).toEqual([
      { itemCount: 2, seedCount: 10 },
      { itemCount: 3, seedCount: 15 },
    ]);

    // Released again (the fallback timer after the marker): nothing is applied twice.
    releaseEarlyAdds(win);
    expect(applied).toHaveLength(2);
  });

  it('takes over an empty hand-over too, and refuses counts that are not whole numbers', () => {
    const applied: EarlyAddCounts[] = [];
    receiveEarlyAdds((counts) => applied.push(counts));
    const win: Record<string, unknown> = {};
    releaseEarlyAdds(win);
    const receiver = win[EARLY_FORMS.added] as Receiver;
    receiver.push({ itemCount: -1, seedCount: 0 }, { itemCount: 1.5, seedCount: 2 });
    expect(applied).toEqual([]);
    receiver.push({ itemCount: 1, seedCount: 5 });
    expect(applied).toEqual([{ itemCount: 1, seedCount: 5 }]);
  });
});
