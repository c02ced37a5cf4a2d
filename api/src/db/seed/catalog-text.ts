import { DIFFICULTY_LABELS, FLOWERING_TYPE_LABELS, GENETICS_LABELS } from '../../modules/catalog/vocabulary';
import type { Prng } from './prng';
import type { StrainTraits } from './strain-traits';

interface ProductFacts {
  name: string;
  floweringType: 'photoperiod' | 'autoflower';
  floweringDays: readonly [number, number];
  yieldIndoor: number;
  yieldOutdoor: number;
}

/** "an" before a vowel sound ("an energetic effect", "an uplifted effect"), else "a". */
export const articleOf = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');

const list = (words: readonly string[]) =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;

export function productDescription(strain: StrainTraits, p: ProductFacts): string {
  const origin = strain.isLandrace
    ? `a pure landrace from ${strain.lineage[0]?.replace(' landrace', '')}`
    : `a cross of ${list(strain.lineage)}`;
  const type = p.floweringType === 'autoflower' ? 'autoflowering' : 'photoperiod';
  const genetics = GENETICS_LABELS[strain.genetics].toLowerCase();
  return [
    `${p.name} is ${origin}: ${articleOf(genetics)} ${genetics} ${type} strain (${strain.indicaPercent}% indica).`,
    `Expect ${list(strain.effects.map((e) => e.toLowerCase()))} effects and a ${list(strain.flavors.map((f) => f.toLowerCase()))} flavour led by ${strain.terpenes[0]?.toLowerCase()}.`,
    `It flowers in ${p.floweringDays[0]} to ${p.floweringDays[1]} days and yields up to ${p.yieldIndoor} g/m² indoors or ${p.yieldOutdoor} g per plant outdoors.`,
  ].join(' ');
}

export function productFaq(strain: StrainTraits, p: ProductFacts): Array<{ question: string; answer: string }> {
  const faq = [
    {
      question: `How long does ${p.name} take to flower?`,
      answer: `${p.name} flowers in ${p.floweringDays[0]} to ${p.floweringDays[1]} days${p.floweringType === 'autoflower' ? ', whatever the light schedule' : ' after you switch to 12 hours of light'}.`,
    },
    {
      question: `Is ${p.name} suitable for beginners?`,
      answer:
        strain.difficulty === 'beginner'
          ? `Yes. ${p.name} forgives mistakes and grows well in most set-ups.`
          : `${p.name} is rated ${DIFFICULTY_LABELS[strain.difficulty].toLowerCase()}: it rewards growers who can manage feeding and climate closely.`,
    },
    {
      question: `What does ${p.name} taste like?`,
      answer: `Growers describe it as ${list(strain.flavors.map((f) => f.toLowerCase()))}.`,
    },
  ];
  if (p.floweringType === 'photoperiod') {
    faq.push({
      question: `Is there an autoflowering version of ${strain.name}?`,
      answer: `Yes, ${strain.name} is also sold as an autoflower: the ${FLOWERING_TYPE_LABELS.autoflower.toLowerCase()} version finishes faster and stays smaller.`,
    });
  }
  return faq;
}

const TITLES: Record<number, readonly string[]> = {
  5: ['Outstanding plants', 'Best grow so far', 'Exactly as described', 'Will order again'],
  4: ['Very good', 'Solid strain', 'Happy with the result'],
  3: ['Decent', 'Average yield', 'OK for the price'],
  2: ['Not for me', 'Slow to start'],
  1: ['Disappointing', 'Poor germination'],
};

export function reviewText(
  rng: Prng,
  strain: StrainTraits,
  p: ProductFacts,
  rating: number,
): { title: string; body: string } {
  const germinated = rating >= 3 ? 'Every seed germinated' : 'Only some of the seeds germinated';
  const flavour = rng.pick(strain.flavors).toLowerCase();
  const effect = rng.pick(strain.effects).toLowerCase();
  const verdict =
    rating >= 4
      ? `Lovely ${flavour} smell and ${articleOf(effect)} ${effect} effect.`
      : `The ${flavour} taste was fine, but the plants were uneven.`;
  return {
    title: rng.pick(TITLES[rating] ?? TITLES[3] ?? ['Review']),
    body: `${germinated}. ${p.name} finished in about ${rng.int(p.floweringDays[0], p.floweringDays[1])} days. ${verdict}`,
  };
}
