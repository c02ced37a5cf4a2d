import { bucketOf, p75Of, upperBoundOf } from './histogram';

describe('vital histograms', () => {
  it('keeps a value at or under its bucket upper bound, within 13 % of it', () => {
    for (const value of [1.5, 37, 199, 200, 999, 1000, 1001, 2500, 4000, 60_000]) {
      const bound = upperBoundOf('LCP', bucketOf('LCP', value));
      expect(bound).toBeGreaterThanOrEqual(Math.floor(value));
      expect(bound).toBeLessThan(value * 1.13 + 1);
    }
    expect(bucketOf('LCP', 1000)).toBe(60);
    expect(bucketOf('CLS', 0)).toBe(0);
    expect(upperBoundOf('CLS', bucketOf('CLS', 0.1))).toBe(0.1);
  });

  it('reads p75 as the bucket holding the value at rank ceil(n * 0.75)', () => {
    const counts = [bucketOf('INP', 50), bucketOf('INP', 50), bucketOf('INP', 300), bucketOf('INP', 900)].map(
      (bucket) => ({ bucket, count: 1 }),
    );
    expect(p75Of('INP', counts)).toBe(316);
    expect(p75Of('INP', [])).toBeNull();
  });
});
