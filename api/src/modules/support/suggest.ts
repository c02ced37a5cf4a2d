import type { ChatProduct, Language } from '@storefront/shared-contracts';
import type { Queryable } from '../../db/database';
import { type StrainRow, supportRepository } from './repository';
import type { Trait } from './understand';

type Reason = Exclude<Trait, `effect:${string}`> | 'effect';

const REASONS: Record<Language, Record<Reason, (r: StrainRow, effect?: string) => string>> = {
  en: {
    autoflower: () => 'Autoflower: ready in about 10 weeks',
    photoperiod: () => 'Photoperiod',
    feminized: () => 'Feminized',
    high_yield: (r) => `Big yield: up to ${r.yield_indoor} g/m² indoors`,
    small_space: (r) => `Stays small: up to ${r.height_indoor_max} cm indoors`,
    indoor: (r) => `Indoors: ${r.yield_indoor} g/m²`,
    outdoor: (r) => `Outdoors: ${r.yield_outdoor} g per plant`,
    high_thc: (r) => `THC ${r.thc_content / 10}%`,
    high_cbd: (r) => `CBD ${r.cbd_content / 10}%`,
    beginner: () => 'Easy to grow',
    fast: (r) => `Flowers in ${r.flowering_days_max} days at most`,
    effect: (_r, e) => `Effect: ${e}`,
  },
  de: {
    autoflower: () => 'Autoflower: in etwa 10 Wochen erntereif',
    photoperiod: () => 'Photoperiodisch',
    feminized: () => 'Feminisiert',
    high_yield: (r) => `Hoher Ertrag: bis zu ${r.yield_indoor} g/m² drinnen`,
    small_space: (r) => `Bleibt klein: bis zu ${r.height_indoor_max} cm drinnen`,
    indoor: (r) => `Drinnen: ${r.yield_indoor} g/m²`,
    outdoor: (r) => `Draußen: ${r.yield_outdoor} g pro Pflanze`,
    high_thc: (r) => `THC ${r.thc_content / 10}%`,
    high_cbd: (r) => `CBD ${r.cbd_content / 10}%`,
    beginner: () => 'Einfach anzubauen',
    fast: (r) => `Blüht in höchstens ${r.flowering_days_max} Tagen`,
    effect: (_r, e) => `Wirkung: ${e}`,
  },
  nl: {
    autoflower: () => 'Autoflower: na ongeveer 10 weken oogstklaar',
    photoperiod: () => 'Fotoperiode',
    feminized: () => 'Gefeminiseerd',
    high_yield: (r) => `Hoge opbrengst: tot ${r.yield_indoor} g/m² binnen`,
    small_space: (r) => `Blijft klein: tot ${r.height_indoor_max} cm binnen`,
    indoor: (r) => `Binnen: ${r.yield_indoor} g/m²`,
    outdoor: (r) => `Buiten: ${r.yield_outdoor} g per plant`,
    high_thc: (r) => `THC ${r.thc_content / 10}%`,
    high_cbd: (r) => `CBD ${r.cbd_content / 10}%`,
    beginner: () => 'Makkelijk te kweken',
    fast: (r) => `Bloeit in hooguit ${r.flowering_days_max} dagen`,
    effect: (_r, e) => `Effect: ${e}`,
  },
  fr: {
    autoflower: () => 'Autofloraison : prête en 10 semaines environ',
    photoperiod: () => 'Photopériodique',
    feminized: () => 'Féminisée',
    high_yield: (r) => `Gros rendement : jusqu'à ${r.yield_indoor} g/m² en intérieur`,
    small_space: (r) => `Reste petite : jusqu'à ${r.height_indoor_max} cm en intérieur`,
    indoor: (r) => `Intérieur : ${r.yield_indoor} g/m²`,
    outdoor: (r) => `Extérieur : ${r.yield_outdoor} g par plante`,
    high_thc: (r) => `THC ${r.thc_content / 10} %`,
    high_cbd: (r) => `CBD ${r.cbd_content / 10} %`,
    beginner: () => 'Facile à cultiver',
    fast: (r) => `Fleurit en ${r.flowering_days_max} jours au plus`,
    effect: (_r, e) => `Effet : ${e}`,
  },
};

/** How well a strain fits one trait, 0..1, relative to the catalogue (`max`: the catalogue's highest values). */
function fit(r: StrainRow, trait: Trait, max: { yield: number; thc: number; cbd: number; height: number }): number {
  if (trait.startsWith('effect:')) return r.effects.includes(trait.slice('effect:'.length)) ? 1 : 0;
  switch (trait) {
    case 'autoflower':
      return r.flowering_type === 'autoflower' ? 1 : -2;
    case 'photoperiod':
      return r.flowering_type === 'photoperiod' ? 1 : -2;
    case 'feminized':
      return r.gender === 'feminized' ? 1 : -1;
    case 'high_yield':
    case 'indoor':
      return r.yield_indoor / max.yield;
    case 'outdoor':
      return r.yield_outdoor / max.yield;
    case 'small_space':
      return 1 - r.height_indoor_max / max.height;
    case 'high_thc':
      return r.thc_content / max.thc;
    case 'high_cbd':
      return r.cbd_content / max.cbd;
    case 'beginner':
      return r.difficulty === 'beginner' ? 1 : r.difficulty === 'advanced' ? 0.3 : -1;
    case 'fast':
      return 1 - r.flowering_days_max / 120;
    default:
      return 0;
  }
}

/**
 * Scores every strain of the catalogue against the traits (the sum of each trait's fit; flowering type and
 * difficulty count against a strain that contradicts them), ties broken by rating and sales. Without traits,
 * the best sellers. Each suggestion carries the reasons it fits, in the shopper's language.
 */
export async function suggestStrains(
  db: Queryable,
  traits: Trait[],
  language: Language,
  limit = 3,
): Promise<ChatProduct[]> {
  const rows = await supportRepository.strains(db);
  if (!rows.length) return [];
  const max = {
    yield: Math.max(...rows.map((r) => Math.max(r.yield_indoor, r.yield_outdoor))),
    thc: Math.max(1, ...rows.map((r) => r.thc_content)),
    cbd: Math.max(1, ...rows.map((r) => r.cbd_content)),
    height: Math.max(...rows.map((r) => r.height_indoor_max)),
  };
  const scored = rows.map((r) => ({
    r,
    score: traits.reduce((sum, t) => sum + fit(r, t, max), 0),
  }));
  scored.sort(
    (a, b) =>
      b.score - a.score ||
      b.r.rating_avg - a.r.rating_avg ||
      b.r.sales_count - a.r.sales_count ||
      (a.r.slug < b.r.slug ? -1 : 1),
  );
  const reasons = REASONS[language];
  return scored.slice(0, limit).map(({ r }) => ({
    slug: r.slug,
    name: r.name,
    reasons: traits
      .filter((t) => fit(r, t, max) > 0)
      .map((t) => (t.startsWith('effect:') ? reasons.effect(r, t.slice(7)) : reasons[t as Reason](r))),
  }));
}
