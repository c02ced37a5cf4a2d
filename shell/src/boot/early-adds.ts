import { EARLY_FORMS } from '@storefront/shared-contracts';

/** The cart's counts an add answered with, as the page's loader hands them over. */
export interface EarlyAddCounts {
  itemCount: number;
  seedCount: number;
}

type EarlyAddWindow = Record<string, unknown>;

let apply: ((counts: EarlyAddCounts) => void) | null = null;

/** Who applies an early add's counts (the shell's bus, once it has one). */
export function receiveEarlyAdds(applyCounts: (counts: EarlyAddCounts) => void): void {
  apply = applyCounts;
}

const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

/** The loader's answer, read by hand: the client ships no zod in production (event-bus.ts). */
function countsOf(answer: unknown): EarlyAddCounts | null {
  const { itemCount, seedCount } = (answer ?? {}) as Record<string, unknown>;
  return isCount(itemCount) && isCount(seedCount) ? { itemCount, seedCount } : null;
}

/**
 * Once the page has hydrated: applies the counts of the adds the page's loader sent while the shell was starting
 * (their dialogs are on screen already; the counts waited, as React was taking the page over), and receives those
 * still on their way from now on. Safe to call more than once; nothing before `receiveEarlyAdds`.
 */
export function releaseEarlyAdds(win: EarlyAddWindow = window as unknown as EarlyAddWindow): void {
  const applyCounts = apply;
  const queued = win[EARLY_FORMS.added];
  if (!applyCounts || (queued !== undefined && !Array.isArray(queued))) return;
  const take = (answer: unknown) => {
    const counts = countsOf(answer);
    if (counts) applyCounts(counts);
  };
  win[EARLY_FORMS.added] = {
    push: (...answers: unknown[]) => {
      answers.forEach(take);
      return answers.length;
    },
  };
  (queued ?? []).forEach(take);
}
