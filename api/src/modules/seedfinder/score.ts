import type { SeedfinderAnswers, SeedfinderReason } from '@storefront/shared-contracts';

/** What the scoring reads of a product: the catalogue's strain data (contents in tenths of a percent, cm, g, days). */
export interface SeedfinderCandidate {
  id: number;
  floweringType: 'photoperiod' | 'autoflower';
  difficulty: 'beginner' | 'advanced' | 'expert';
  thcContent: number;
  cbdContent: number;
  /** Grams per square metre indoors, per plant outdoors. */
  yieldIndoor: number;
  yieldOutdoor: number;
  heightIndoorMax: number;
  heightOutdoorMax: number;
  floweringDaysMax: number;
  climates: readonly string[];
  effects: readonly string[];
  rating: number;
  salesCount: number;
}

export interface ScoredCandidate<T extends SeedfinderCandidate> {
  candidate: T;
  /** 0-100. */
  score: number;
  reasons: SeedfinderReason[];
}

/** The points each question can give; they add up to 100. */
export const SEEDFINDER_WEIGHTS = {
  flowering: 20,
  experience: 15,
  space: 10,
  climate: 10,
  effect: 15,
  cannabinoids: 15,
  priority: 15,
} as const;

/** Share of the experience points per grower experience and strain difficulty. */
const EXPERIENCE_FIT: Record<SeedfinderAnswers['experience'], Record<SeedfinderCandidate['difficulty'], number>> = {
  beginner: { beginner: 1, advanced: 1 / 3, expert: 0 },
  intermediate: { beginner: 0.85, advanced: 1, expert: 0.45 },
  expert: { beginner: 0.8, advanced: 1, expert: 1 },
};

/** Highest plant (cm) that fits the space; `large` takes any. */
const SPACE_LIMIT: Record<SeedfinderAnswers['space'], number> = { small: 100, medium: 160, large: Infinity };

/** The catalogue's climates that suit an answer fully, and those next to it (half the points). */
const CLIMATES: Record<SeedfinderAnswers['climate'], { match: string[]; near: string[] }> = {
  cool: { match: ['polar', 'mountains'], near: ['temperate'] },
  temperate: { match: ['temperate'], near: ['mountains', 'mediterranean'] },
  warm: { match: ['mediterranean', 'arid'], near: ['temperate', 'tropical'] },
  tropical: { match: ['tropical'], near: ['arid', 'mediterranean'] },
};

/** The catalogue's effects that answer a wish fully, and those that come close (half the points). */
const EFFECTS: Record<SeedfinderAnswers['effect'], { match: string[]; near: string[] }> = {
  relax: { match: ['Relaxed', 'Calm'], near: ['Sleepy', 'Happy'] },
  sleep: { match: ['Sleepy'], near: ['Relaxed', 'Calm'] },
  happy: { match: ['Happy', 'Euphoric', 'Giggly'], near: ['Talkative', 'Uplifted'] },
  energy: { match: ['Energetic', 'Uplifted'], near: ['Focused', 'Talkative'] },
  creative: { match: ['Creative', 'Focused'], near: ['Uplifted', 'Euphoric'] },
};

/** A relative figure at or above this (0-1, within the candidates) earns its reason. */
const REASON_FROM = 2 / 3;

const clamp01 = (x: number) => Math.min(1, Math.max(0, x));

function range(values: number[]): (value: number) => number {
  const min = Math.min(...values);
  const max = Math.max(...values);
  return (value) => (max === min ? 1 : (value - min) / (max - min));
}

/**
 * Ranks candidates for a shopper's answers: each question gives up to its weight (SEEDFINDER_WEIGHTS) and
 * the reasons it fits; the best first, ties by rating, then sales, then id. Only strains of a chosen flowering
 * type take part. Pure: the same answers and
 * candidates always give the same ranking (the chatbot can reuse it with answers it infers).
 */
export function rankSeedfinder<T extends SeedfinderCandidate>(
  answers: SeedfinderAnswers,
  candidates: readonly T[],
  limit: number,
): ScoredCandidate<T>[] {
  // A chosen flowering type is a requirement, not a preference: an autoflower is no answer to "Photoperiod".
  const eligible =
    answers.flowering === 'any' ? candidates : candidates.filter((c) => c.floweringType === answers.flowering);
  return rankEligible(answers, eligible, limit);
}

function rankEligible<T extends SeedfinderCandidate>(
  answers: SeedfinderAnswers,
  candidates: readonly T[],
  limit: number,
): ScoredCandidate<T>[] {
  if (candidates.length === 0) return [];
  const indoor = answers.place === 'indoor';
  const yieldOf = (c: T) => (indoor ? c.yieldIndoor : c.yieldOutdoor);
  const relativeYield = range(candidates.map(yieldOf));
  const relativeSpeed = range(candidates.map((c) => -c.floweringDaysMax));

  const scored = candidates.map((c): ScoredCandidate<T> => {
    const reasons: SeedfinderReason[] = [];
    let points = 0;
    const W = SEEDFINDER_WEIGHTS;

    if (answers.flowering === 'any' || answers.flowering === c.floweringType) {
      points += W.flowering;
      if (answers.flowering !== 'any') reasons.push({ code: 'flowering-type', value: c.floweringType });
    }

    const experienceFit = EXPERIENCE_FIT[answers.experience][c.difficulty];
    points += W.experience * experienceFit;
    if (answers.experience === 'beginner' && c.difficulty === 'beginner') reasons.push({ code: 'easy-to-grow' });
    else if (answers.experience !== 'beginner' && experienceFit === 1)
      reasons.push({ code: 'matches-experience', value: c.difficulty });

    const height = indoor ? c.heightIndoorMax : c.heightOutdoorMax;
    const limit_ = SPACE_LIMIT[answers.space];
    if (height <= limit_) {
      points += W.space;
      if (answers.space !== 'large') reasons.push({ code: 'fits-space', value: height });
    } else if (height <= limit_ * 1.3) points += W.space / 2;

    // Indoors the grow room makes the climate: every strain gets the points, none the reason.
    if (indoor) points += W.climate;
    else {
      const climate = CLIMATES[answers.climate];
      if (c.climates.some((x) => climate.match.includes(x))) {
        points += W.climate;
        reasons.push({ code: 'suits-climate', value: answers.climate });
      } else if (c.climates.some((x) => climate.near.includes(x))) points += W.climate / 2;
    }

    const effect = EFFECTS[answers.effect];
    if (c.effects.some((x) => effect.match.includes(x))) {
      points += W.effect;
      reasons.push({ code: 'effect', value: answers.effect });
    } else if (c.effects.some((x) => effect.near.includes(x))) points += W.effect / 2;

    if (answers.cannabinoids === 'high_thc') {
      points += W.cannabinoids * clamp01((c.thcContent - 100) / 150);
      if (c.thcContent >= 200) reasons.push({ code: 'high-thc', value: c.thcContent / 10 });
    } else if (answers.cannabinoids === 'high_cbd') {
      points += W.cannabinoids * clamp01((c.cbdContent - 10) / 110);
      if (c.cbdContent >= 80) reasons.push({ code: 'high-cbd', value: c.cbdContent / 10 });
    } else {
      const balance = Math.min(c.thcContent, c.cbdContent) / Math.max(c.thcContent, c.cbdContent, 1);
      points += W.cannabinoids * clamp01(balance / 0.5);
      if (balance >= 0.4) reasons.push({ code: 'balanced' });
    }

    const y = relativeYield(yieldOf(c));
    const s = relativeSpeed(-c.floweringDaysMax);
    const priority = answers.priority === 'yield' ? y : answers.priority === 'speed' ? s : (y + s) / 2;
    points += W.priority * priority;
    if (answers.priority !== 'speed' && y >= REASON_FROM) reasons.push({ code: 'big-yield', value: yieldOf(c) });
    if (answers.priority !== 'yield' && s >= REASON_FROM)
      reasons.push({ code: 'fast-flowering', value: c.floweringDaysMax });

    return { candidate: c, score: Math.round(points), reasons };
  });

  return scored
    .sort(
      (a, b) =>
        b.score - a.score ||
        b.candidate.rating - a.candidate.rating ||
        b.candidate.salesCount - a.candidate.salesCount ||
        a.candidate.id - b.candidate.id,
    )
    .slice(0, limit);
}
