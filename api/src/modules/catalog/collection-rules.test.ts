import { MEMBERSHIP_RULES } from './collection-repository';
import { COLLECTIONS } from './collection-rules';

describe('collection membership rules', () => {
  it('has exactly one rule per named collection', () => {
    expect([...MEMBERSHIP_RULES.keys()].sort((a, b) => a - b)).toEqual(
      COLLECTIONS.map((c) => c.id).sort((a, b) => a - b),
    );
  });
});
