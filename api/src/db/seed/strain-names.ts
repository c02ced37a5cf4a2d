import type { Prng } from './prng';

const FIRST = [
  'Amnesia',
  'Blueberry',
  'Lemon',
  'Purple',
  'Northern',
  'Golden',
  'Cosmic',
  'Frosty',
  'Mango',
  'Cherry',
  'Bubble',
  'Critical',
  'Jack',
  'Super',
  'Royal',
  'Wedding',
  'Tropical',
  'Banana',
  'Strawberry',
  'Orange',
  'Green',
  'White',
  'Black',
  'Pineapple',
  'Grape',
  'Watermelon',
  'Candy',
  'Chocolate',
  'Sour',
  'Moby',
  'Papaya',
  'Peach',
  'Apple',
  'Blue',
  'Red',
  'Silver',
  'Midnight',
  'Sunset',
  'Lavender',
  'Honey',
] as const;

const SECOND = [
  'Haze',
  'Kush',
  'Cookies',
  'Dream',
  'Diesel',
  'Glue',
  'Cake',
  'Skunk',
  'Widow',
  'Punch',
  'Runtz',
  'Lights',
  'Express',
  'Gelato',
  'Cheese',
  'Mist',
  'OG',
  'Fire',
  'Sherbet',
  'Zkittlez',
  'Berry',
  'Bomb',
  'Dawg',
  'Breath',
  'Queen',
  'Star',
  'Pie',
  'Sorbet',
  'Jam',
  'Candy',
] as const;

/** Landraces: name and region of origin (their lineage). */
export const LANDRACES = [
  ['Afghani', 'Afghanistan'],
  ['Hindu Kush', 'Pakistan'],
  ['Durban Poison', 'South Africa'],
  ['Malawi Gold', 'Malawi'],
  ['Thai Stick', 'Thailand'],
  ['Colombian Gold', 'Colombia'],
  ['Acapulco Gold', 'Mexico'],
  ['Panama Red', 'Panama'],
  ['Lebanese Red', 'Lebanon'],
  ['Chitral Kush', 'Pakistan'],
  ['Kerala', 'India'],
  ['Mazar-i-Sharif', 'Afghanistan'],
  ['Jamaican Lambsbread', 'Jamaica'],
  ['Swazi Gold', 'Eswatini'],
  ['Nepalese Temple', 'Nepal'],
] as const;

/**
 * Classics a seed shop is expected to carry (the other packages' fixtures and the search examples name them).
 * Each takes the place of the first drawn name with the same first word, after the draw, so the random
 * stream and thereby every other strain stay as they were.
 */
const CLASSICS = ['Amnesia Haze', 'White Widow', 'Northern Lights'] as const;

/** `count` distinct two-word strain names, none equal to a landrace name, including the classics. */
export function hybridNames(rng: Prng, count: number): string[] {
  const names = new Set<string>();
  while (names.size < count) {
    const first = rng.pick(FIRST);
    const second = rng.pick(SECOND);
    if (first !== second) names.add(`${first} ${second}`);
  }
  const drawn = [...names];
  for (const classic of CLASSICS) {
    if (drawn.includes(classic)) continue;
    const firstWord = classic.split(' ')[0];
    const index = drawn.findIndex(
      (name) => name.split(' ')[0] === firstWord && !(CLASSICS as readonly string[]).includes(name),
    );
    if (index >= 0) drawn[index] = classic;
  }
  return drawn;
}

const AUTHORS = [
  'Anna',
  'Bram',
  'Chloé',
  'Daan',
  'Elena',
  'Finn',
  'Greta',
  'Hugo',
  'Isla',
  'Jonas',
  'Kai',
  'Lotte',
  'Mia',
  'Noah',
  'Olivia',
  'Pieter',
  'Quinn',
  'Rosa',
  'Sem',
  'Tess',
  'Umar',
  'Vera',
  'Wout',
  'Xena',
  'Yara',
  'Zoe',
  'Liam',
  'Emma',
] as const;

export function authorName(rng: Prng): string {
  return `${rng.pick(AUTHORS)} ${String.fromCharCode(65 + rng.int(0, 25))}.`;
}
