import { readAddResult } from './add-result';

describe('readAddResult', () => {
  const packs = [11, 12, 13];

  it('reads the pack a form post added, and keeps it chosen', () => {
    expect(readAddResult('?added=12', packs)).toEqual({ addedPackId: 12, refusal: null, chosenPackId: 12 });
  });

  it('reads a refusal with its limit and the pack that stays chosen', () => {
    expect(readAddResult('?add-error=max-seeds&pack=13&amount=100', packs)).toEqual({
      addedPackId: null,
      refusal: { code: 'max-seeds', amount: 100 },
      chosenPackId: 13,
    });
  });

  it.each(['', '?added=99', '?added=12x', '?add-error=boom&pack=12', '?pack=-1', '?added=1e3'])(
    'ignores what it does not know: %s',
    (search) => {
      const result = readAddResult(search, packs);
      expect(result.addedPackId).toBeNull();
      expect(result.refusal).toBeNull();
      if (!search.includes('pack=12')) expect(result.chosenPackId).toBeNull();
    },
  );
});
