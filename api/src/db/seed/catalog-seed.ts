import type { CurrencyCode } from '@storefront/shared-contracts';
import { COLLECTIONS } from '../../modules/catalog/collection-rules';
import { CBD_LEVEL_FROM, THC_LEVEL_FROM, levelOf, slugify } from '../../modules/catalog/vocabulary';
import { productDescription, productFaq, reviewText } from './catalog-text';
import { Prng } from './prng';
import { authorName } from './strain-names';
import { type StrainTraits, addDays, buildStrainTraits } from './strain-traits';

/** A row to insert; an object is a jsonb column's value. */
export type Row = Record<string, string | number | boolean | null | string[] | { [key: string]: unknown }>;

export interface CatalogSeed {
  strains: Row[];
  products: Row[];
  seedPacks: Row[];
  packPrices: Row[];
  collections: Row[];
  reviews: Row[];
  productFaqs: Row[];
}

/** Euro -> currency, applied to every pack price before rounding to .99. */
export const PRICE_RATES: Record<CurrencyCode, number> = {
  EUR: 1,
  GBP: 0.86,
  USD: 1.1,
  CAD: 1.52,
  AUD: 1.68,
  NZD: 1.85,
};
const PACK_DISCOUNT: Record<number, number> = { 1: 1, 3: 0.93, 5: 0.87, 10: 0.8, 25: 0.68 };

/** Rounded up to the next whole unit, minus one minor unit: 12.99. */
export function charmPrice(minor: number): number {
  return Math.max(99, Math.ceil(minor / 100) * 100 - 1);
}

type FloweringType = 'photoperiod' | 'autoflower';

function versionProfile(rng: Prng, strain: StrainTraits, type: FloweringType) {
  const sativaShare = (100 - strain.indicaPercent) / 100;
  if (type === 'autoflower') {
    const min = rng.int(42, 52);
    const indoor = [rng.int(50, 80), 0] as [number, number];
    indoor[1] = indoor[0] + rng.int(10, 30);
    const outdoor = [rng.int(70, 110), 0] as [number, number];
    outdoor[1] = outdoor[0] + rng.int(20, 50);
    return {
      floweringDays: [min, min + rng.int(5, 10)] as const,
      yieldIndoor: rng.int(25, 50) * 10,
      yieldOutdoor: rng.int(6, 25) * 10,
      indoor,
      outdoor,
      thcContent: Math.max(1, strain.thcContent - rng.int(0, 20)),
    };
  }
  const min = 49 + Math.round(sativaShare * 25) + rng.int(0, 4) + (strain.isLandrace ? rng.int(0, 10) : 0);
  const indoor = [rng.int(60, 140), 0] as [number, number];
  indoor[1] = indoor[0] + rng.int(20, 60);
  const outdoor = [rng.int(120, 260), 0] as [number, number];
  outdoor[1] = outdoor[0] + rng.int(50, 150);
  return {
    floweringDays: [min, min + rng.int(7, 14)] as const,
    yieldIndoor: rng.int(35, 65) * 10,
    yieldOutdoor: rng.int(40, 120) * 10,
    indoor,
    outdoor,
    thcContent: strain.thcContent,
  };
}

function productName(strain: StrainTraits, type: FloweringType): string {
  return `${strain.name}${type === 'autoflower' ? ' Auto' : ''}${strain.gender === 'regular' ? ' Regular' : ''}`;
}

/** The whole catalogue as rows, from one fixed PRNG seed: identical on every run. */
export function buildCatalogSeed(seed = 20_251_015): CatalogSeed {
  const rng = new Prng(seed);
  const strains = buildStrainTraits(rng);
  const out: CatalogSeed = {
    strains: [],
    products: [],
    seedPacks: [],
    packPrices: [],
    collections: [],
    reviews: [],
    productFaqs: [],
  };

  for (const strain of strains) {
    out.strains.push({
      id: strain.id,
      name: strain.name,
      slug: strain.slug,
      is_landrace: strain.isLandrace,
      image_hue: strain.hue,
    });
    (['photoperiod', 'autoflower'] as const).forEach((type, version) => {
      const id = strain.id * 2 - 1 + version;
      const name = productName(strain, type);
      const v = versionProfile(rng, strain, type);
      const facts = {
        name,
        floweringType: type,
        floweringDays: v.floweringDays,
        yieldIndoor: v.yieldIndoor,
        yieldOutdoor: v.yieldOutdoor,
      };

      const reviews = Array.from({ length: rng.int(3, 12) }, () => {
        const rating = rng.weighted([
          [5, 45],
          [4, 30],
          [3, 13],
          [2, 7],
          [1, 5],
        ] as const);
        return { rating, ...reviewText(rng, strain, facts, rating) };
      });
      for (const review of reviews) {
        out.reviews.push({
          id: out.reviews.length + 1,
          product_id: id,
          author: authorName(rng),
          rating: review.rating,
          title: review.title,
          body: review.body,
          reviewed_on: addDays(strain.releasedOn, rng.int(14, 700)),
          verified: rng.chance(0.7),
          useful_count: Math.floor(60 * rng.next() ** 2),
          original_language: rng.chance(0.2) ? rng.pick(['de', 'nl', 'fr', 'es']) : null,
        });
      }
      const ratingAvg = Math.round((reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length) * 100) / 100;

      out.products.push({
        id,
        strain_id: strain.id,
        slug: slugify(name),
        name,
        description: productDescription(strain, facts),
        flowering_type: type,
        gender: strain.gender,
        genetics: strain.genetics,
        ratio: `${strain.indicaPercent}% Indica / ${100 - strain.indicaPercent}% Sativa`,
        difficulty: strain.difficulty,
        thc_level: levelOf(v.thcContent, THC_LEVEL_FROM),
        thc_content: v.thcContent,
        cbd_level: levelOf(strain.cbdContent, CBD_LEVEL_FROM),
        cbd_content: strain.cbdContent,
        cbg_level: strain.cbg,
        yield_overall: Math.max(v.yieldIndoor, v.yieldOutdoor),
        yield_indoor: v.yieldIndoor,
        yield_outdoor: v.yieldOutdoor,
        height_min: v.indoor[0],
        height_max: v.outdoor[1],
        height_indoor_min: v.indoor[0],
        height_indoor_max: v.indoor[1],
        height_outdoor_min: v.outdoor[0],
        height_outdoor_max: v.outdoor[1],
        flowering_days_min: v.floweringDays[0],
        flowering_days_max: v.floweringDays[1],
        climates: strain.climates,
        flavors: strain.flavors,
        terpenes: strain.terpenes,
        effects: strain.effects,
        lineage: strain.lineage,
        sales_count: 10 + Math.floor(5000 * rng.next() ** 3),
        rating_avg: ratingAvg,
        review_count: reviews.length,
        released_on: strain.releasedOn,
      });

      productFaq(strain, facts).forEach((entry, position) => {
        out.productFaqs.push({ id: out.productFaqs.length + 1, product_id: id, position, ...entry });
      });

      const sizes = strain.gender === 'regular' ? [5, 10, 25] : rng.chance(0.2) ? [3, 5, 10] : [1, 3, 5, 10];
      const promotion = rng.chance(0.3);
      const seedPrice =
        type === 'autoflower' ? Math.round(strain.seedPriceCents * (0.9 + rng.next() * 0.2)) : strain.seedPriceCents;
      for (const seeds of sizes) {
        const packId = out.seedPacks.length + 1;
        const freeSeeds = promotion && seeds >= 5 ? Math.max(1, Math.floor(seeds / 5)) : 0;
        out.seedPacks.push({ id: packId, product_id: id, seeds, free_seeds: freeSeeds });
        const euroCents = seedPrice * seeds * (PACK_DISCOUNT[seeds] ?? 1);
        for (const [currency, rate] of Object.entries(PRICE_RATES)) {
          out.packPrices.push({ pack_id: packId, currency, amount: charmPrice(euroCents * rate) });
        }
      }
    });
  }

  COLLECTIONS.forEach((c, position) => {
    out.collections.push({ id: c.id, slug: c.slug, name: c.name, description: c.description, icon: c.icon, position });
  });
  return out;
}
