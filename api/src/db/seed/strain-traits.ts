import { CLIMATES, DIFFICULTIES, GENETICS, LEVELS } from '@storefront/shared-contracts';
import { EFFECTS, FLAVORS, TERPENES, slugify } from '../../modules/catalog/vocabulary';
import type { Prng } from './prng';
import { LANDRACES, hybridNames } from './strain-names';

type Genetics = (typeof GENETICS)[number];

/** What both flowering versions of a strain share. */
export interface StrainTraits {
  id: number;
  name: string;
  slug: string;
  isLandrace: boolean;
  hue: number;
  gender: 'feminized' | 'regular';
  genetics: Genetics;
  indicaPercent: number;
  difficulty: (typeof DIFFICULTIES)[number];
  /** Tenths of a percent. */
  thcContent: number;
  cbdContent: number;
  cbg: (typeof LEVELS)[number];
  climates: string[];
  flavors: string[];
  terpenes: string[];
  effects: string[];
  lineage: string[];
  /** Price of one seed in euro cents, before pack discounts. */
  seedPriceCents: number;
  releasedOn: string;
}

export const HYBRID_STRAIN_COUNT = 120;
export const LATEST_RELEASE = '2025-10-15';

const INDICA_PERCENT: Record<Genetics, readonly [number, number]> = {
  indica: [80, 100],
  mostly_indica: [60, 75],
  hybrid: [45, 55],
  mostly_sativa: [25, 40],
  sativa: [0, 20],
};

export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function chemistry(rng: Prng, index: number): { thcContent: number; cbdContent: number } {
  // Every 7th strain is CBD-rich and every 10th balanced, so High CBD and low/medium THC always exist.
  if (index % 7 === 3) return { thcContent: rng.int(5, 90), cbdContent: rng.int(85, 160) };
  if (index % 10 === 5) return { thcContent: rng.int(60, 150), cbdContent: rng.int(15, 75) };
  return { thcContent: rng.int(120, 280), cbdContent: rng.int(1, 9) };
}

function traitsFor(
  rng: Prng,
  id: number,
  name: string,
  landraceOrigin: string | null,
  parents: readonly string[],
): StrainTraits {
  const genetics = landraceOrigin
    ? rng.pick<Genetics>(['indica', 'mostly_indica', 'mostly_sativa', 'sativa'])
    : rng.weighted<Genetics>([
        ['indica', 2],
        ['mostly_indica', 3],
        ['hybrid', 4],
        ['mostly_sativa', 3],
        ['sativa', 2],
      ]);
  const [low, high] = INDICA_PERCENT[genetics];
  const indicaPercent = rng.int(low / 5, high / 5) * 5;
  const isNew = rng.chance(0.15);
  const releasedOn = isNew ? addDays(LATEST_RELEASE, -rng.int(0, 300)) : addDays('2018-01-01', rng.int(0, 2844));
  const gender = rng.chance(0.2) ? 'regular' : 'feminized';
  return {
    id,
    name,
    slug: slugify(name),
    isLandrace: landraceOrigin !== null,
    hue: rng.int(0, 359),
    gender,
    genetics,
    indicaPercent,
    difficulty: rng.weighted([
      ['beginner', 4],
      ['advanced', 4],
      ['expert', 2],
    ] as const),
    ...chemistry(rng, id),
    cbg: rng.weighted([
      ['low', 6],
      ['medium', 3],
      ['high', 1.5],
    ] as const),
    climates: rng.sample(
      CLIMATES.filter((c) => c !== 'polar' || rng.chance(0.3)),
      rng.int(1, 3),
    ),
    flavors: rng.sample(FLAVORS, rng.int(2, 4)),
    terpenes: rng.sample(TERPENES, rng.int(2, 3)),
    effects: rng.sample(EFFECTS, rng.int(2, 4)),
    lineage: landraceOrigin ? [`${landraceOrigin} landrace`] : [...parents],
    seedPriceCents: gender === 'regular' ? rng.int(25, 60) * 10 : rng.int(50, 130) * 10,
    releasedOn: releasedOn > LATEST_RELEASE ? LATEST_RELEASE : releasedOn,
  };
}

/**
 * Makes sure every value of a list appears in at least one strain: a missing value replaces (or joins)
 * the field of a strain that holds the most common value, so no other value can disappear.
 */
function ensureEveryValue<V extends string>(
  strains: StrainTraits[],
  values: readonly V[],
  read: (s: StrainTraits) => readonly string[],
  write: (s: StrainTraits, value: V) => void,
): void {
  values.forEach((value, i) => {
    if (strains.some((s) => read(s).includes(value))) return;
    const counts = new Map<string, number>();
    for (const s of strains) for (const v of read(s)) counts.set(v, (counts.get(v) ?? 0) + 1);
    const candidates = strains.filter((s) => read(s).every((v) => (counts.get(v) ?? 0) > 1));
    const target = candidates[(i * 17) % candidates.length] ?? strains[0];
    if (target) write(target, value);
  });
}

/** The hybrid strains (whose parents are earlier strains) and the landraces, all with ids from 1. */
export function buildStrainTraits(rng: Prng): StrainTraits[] {
  const strains: StrainTraits[] = [];
  LANDRACES.forEach(([name, origin]) => strains.push(traitsFor(rng, strains.length + 1, name, origin, [])));
  for (const name of hybridNames(rng, HYBRID_STRAIN_COUNT)) {
    const parents = rng.sample(
      strains.map((s) => s.name),
      2,
    );
    strains.push(traitsFor(rng, strains.length + 1, name, null, parents));
  }
  ensureEveryValue(
    strains,
    GENETICS,
    (s) => [s.genetics],
    (s, v) => {
      s.genetics = v;
      s.indicaPercent = Math.round((INDICA_PERCENT[v][0] + INDICA_PERCENT[v][1]) / 10) * 5;
    },
  );
  ensureEveryValue(
    strains,
    DIFFICULTIES,
    (s) => [s.difficulty],
    (s, v) => {
      s.difficulty = v;
    },
  );
  ensureEveryValue(
    strains,
    LEVELS,
    (s) => [s.cbg],
    (s, v) => {
      s.cbg = v;
    },
  );
  ensureEveryValue(
    strains,
    ['feminized', 'regular'] as const,
    (s) => [s.gender],
    (s, v) => {
      s.gender = v;
    },
  );
  ensureEveryValue(
    strains,
    CLIMATES,
    (s) => s.climates,
    (s, v) => {
      s.climates.push(v);
    },
  );
  ensureEveryValue(
    strains,
    FLAVORS,
    (s) => s.flavors,
    (s, v) => {
      s.flavors.push(v);
    },
  );
  ensureEveryValue(
    strains,
    TERPENES,
    (s) => s.terpenes,
    (s, v) => {
      s.terpenes.push(v);
    },
  );
  ensureEveryValue(
    strains,
    EFFECTS,
    (s) => s.effects,
    (s, v) => {
      s.effects.push(v);
    },
  );
  return strains;
}
