import { describe, expect, it } from '@jest/globals';
import { compareRuns, type ReportFigures } from './slowdown';
import { stressWorkers } from './stress';

const figures = (page: [number, number, number, number], reference: [number, number, number, number]) =>
  ({
    median: { lcpMs: page[0], fcpMs: page[1], speedIndexMs: page[2], tbtMs: page[3], score: 100 },
    reference: {
      lcpMs: reference[0],
      fcpMs: reference[1],
      speedIndexMs: reference[2],
      tbtMs: reference[3],
      score: 100,
    },
  }) satisfies ReportFigures;

describe('slowdown under load beside the reference page', () => {
  it("compares the page's growth with the reference's growth between the two runs", () => {
    const [row] = compareRuns(
      { home: figures([1000, 800, 1000, 20], [600, 600, 600, 0]) },
      { home: figures([1800, 1200, 1500, 90], [900, 900, 900, 0]) },
    );
    expect(row!.page).toBe('home');
    const lcp = row!.metrics.find((m) => m.metric === 'lcp')!;
    expect(lcp.page).toBeCloseTo(1.8);
    expect(lcp.reference).toBeCloseTo(1.5);
    expect(lcp.relative).toBeCloseTo(1.2);
    expect(row!.tbtLoadedMs).toBe(90);
    expect(row!.within).toBe(true);
  });

  it('fails a page that slows down more than 1.5 times as much as the reference', () => {
    const [row] = compareRuns(
      { listing: figures([1000, 800, 1000, 20], [600, 600, 600, 0]) },
      { listing: figures([2600, 1000, 1200, 400], [660, 660, 660, 0]) },
    );
    expect(row!.metrics.find((m) => m.metric === 'lcp')!.relative).toBeCloseTo(2.6 / 1.1);
    expect(row!.within).toBe(false);
  });

  it('leaves out pages measured in only one of the runs', () => {
    const rows = compareRuns(
      { home: figures([1, 1, 1, 0], [1, 1, 1, 0]), cart: figures([1, 1, 1, 0], [1, 1, 1, 0]) },
      { home: figures([1, 1, 1, 0], [1, 1, 1, 0]) },
    );
    expect(rows.map((r) => r.page)).toEqual(['home']);
  });
});

describe('--stress', () => {
  it('is off by default and takes a number of busy processes', () => {
    expect(stressWorkers(['--runs=3'])).toBe(0);
    expect(stressWorkers(['--stress=2'])).toBe(2);
  });

  it('refuses what is not a sensible number', () => {
    expect(() => stressWorkers(['--stress=lots'])).toThrow('--stress');
    expect(() => stressWorkers(['--stress=0'])).toThrow('--stress');
  });
});
