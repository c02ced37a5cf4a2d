import type { Collection, Language, ProductDetail } from '@storefront/shared-contracts';
import type { ProductRow } from './repository';
import { AND, COLLECTIONS, DIFFICULTY, GENETICS, type Other, WORDS } from './localize-words';
import { EFFECTS } from './vocabulary';

/**
 * What a shopper reads of the catalogue in de, nl and fr, generated from the strain data. The stored
 * texts are English (seed/catalog-text.ts); the other languages are written here from the same facts, with
 * the same shape: collection names and descriptions, product descriptions, FAQs and the profile's words.
 */
export type { Other } from './localize-words';

export const word = (language: Other, w: string) => WORDS[language][w] ?? w;
/**
 * The English words whose German is an adjective: lower case inside a sentence (German nouns keep their capital).
 * Every effect is one; of the flavours, these.
 */
const GERMAN_ADJECTIVES = new Set<string>(['Earthy', 'Sweet', 'Spicy', 'Woody', 'Tropical', 'Floral', ...EFFECTS]);
/** A word inside a sentence: lower case, but a German noun keeps its capital ("ruhig und hungrig", "Zitrone"). */
export const lower = (language: Other, w: string) =>
  language === 'de' && !GERMAN_ADJECTIVES.has(w) ? word(language, w) : word(language, w).toLowerCase();

function list(language: Other, words: readonly string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} ${AND[language]} ${words.at(-1)}`;
}

const LANDRACE = / landrace$/;
const indicaPercent = (ratio: string) => Number(/(\d+)% Indica/.exec(ratio)?.[1] ?? 50);
const strainName = (p: ProductRow) => p.name.replace(/ Auto$| Regular$| Auto Regular$/, '');

/** Region codes by their English name ("Mexico" -> "MX"), for the landraces' origins stored in English. */
const REGION_CODES = (() => {
  const english = new Intl.DisplayNames('en', { type: 'region', fallback: 'none' });
  const codes = new Map<string, string>();
  for (let a = 65; a <= 90; a += 1)
    for (let b = 65; b <= 90; b += 1) {
      const code = String.fromCharCode(a, b);
      const name = english.of(code);
      if (name && !codes.has(name)) codes.set(name, code);
    }
  return codes;
})();

/** A landrace's region of origin (stored in English) in the language: "Mexico" -> "Mexiko", "Mexique". */
export function originName(language: Other, english: string): string {
  const code = REGION_CODES.get(english);
  return code ? (new Intl.DisplayNames(language, { type: 'region' }).of(code) ?? english) : english;
}

/**
 * French names a country with its article ("du Mexique", "d'Inde"), which Intl does not give: the origin stands
 * after a colon, where no article is needed.
 */
const ORIGIN_PHRASE: Record<Other, (origin: string) => string> = {
  de: (origin) => `Landrasse aus ${origin}`,
  nl: (origin) => `landras uit ${origin}`,
  fr: (origin) => `variété locale (origine : ${origin})`,
};

/** The lineage as the profile shows it: a landrace's origin in the language, crosses by their names. */
function lineage(language: Other, items: readonly string[]): string[] {
  return items.map((item) =>
    LANDRACE.test(item) ? ORIGIN_PHRASE[language](originName(language, item.replace(LANDRACE, ''))) : item,
  );
}

export function productDescription(language: Other, p: ProductRow): string {
  const landrace = p.lineage.length === 1 && LANDRACE.test(p.lineage[0] ?? '');
  const origin = originName(language, p.lineage[0]?.replace(LANDRACE, '') ?? '');
  const effects = list(
    language,
    p.effects.map((e) => lower(language, e)),
  );
  const flavors = list(
    language,
    p.flavors.map((f) => lower(language, f)),
  );
  const terpene = word(language, p.terpenes[0] ?? '');
  const pct = indicaPercent(p.ratio);
  const g = GENETICS[language][p.genetics];
  const [min, max] = [p.flowering_days_min, p.flowering_days_max];
  const auto = p.flowering_type === 'autoflower';
  switch (language) {
    case 'de':
      return [
        `${p.name} ist ${landrace ? `eine reine Landrasse aus ${origin}` : `eine Kreuzung aus ${list(language, p.lineage)}`}: eine ${g}-Sorte, ${auto ? 'selbstblühend' : 'photoperiodisch'} (${pct} % Indica).`,
        `Wirkung: ${effects}. Aroma: ${flavors}, angeführt von ${terpene}.`,
        `Sie blüht in ${min} bis ${max} Tagen und bringt bis zu ${p.yield_indoor} g/m² drinnen oder ${p.yield_outdoor} g pro Pflanze draußen.`,
      ].join(' ');
    case 'nl':
      return [
        `${p.name} is ${landrace ? `een zuivere landras uit ${origin}` : `een kruising van ${list(language, p.lineage)}`}: een ${g} ${auto ? 'autoflowering' : 'fotoperiodieke'} soort (${pct} % indica).`,
        `Effect: ${effects}. Smaak: ${flavors}, aangevoerd door ${terpene.toLowerCase()}.`,
        `Hij bloeit in ${min} tot ${max} dagen en levert tot ${p.yield_indoor} g/m² binnen of ${p.yield_outdoor} g per plant buiten.`,
      ].join(' ');
    case 'fr':
      return [
        `${p.name} est ${landrace ? `une variété locale pure (origine : ${origin})` : `un croisement de ${list(language, p.lineage)}`} : une variété ${g} ${auto ? 'à floraison automatique' : 'photopériodique'} (${pct} % indica).`,
        `Effets : ${effects}. Goût : ${flavors}, porté par le ${terpene.toLowerCase()}.`,
        `Elle fleurit en ${min} à ${max} jours et produit jusqu'à ${p.yield_indoor} g/m² en intérieur ou ${p.yield_outdoor} g par plante en extérieur.`,
      ].join(' ');
  }
}

/** The product FAQ in the language: the same questions, in the same order, as the stored English ones. */
export function productFaq(language: Other, p: ProductRow): ProductDetail['faq'] {
  const [min, max] = [p.flowering_days_min, p.flowering_days_max];
  const auto = p.flowering_type === 'autoflower';
  const flavors = list(
    language,
    p.flavors.map((f) => lower(language, f)),
  );
  const beginner = p.difficulty === 'beginner';
  const level = DIFFICULTY[language][p.difficulty];
  const n = p.name;
  const faq: ProductDetail['faq'] = {
    de: [
      {
        question: `Wie lange blüht ${n}?`,
        answer: `${n} blüht in ${min} bis ${max} Tagen${auto ? ', unabhängig vom Lichtzyklus' : ', nachdem du auf 12 Stunden Licht umgestellt hast'}.`,
      },
      {
        question: `Ist ${n} für Einsteiger geeignet?`,
        answer: beginner
          ? `Ja. ${n} verzeiht Fehler und wächst in den meisten Aufbauten gut.`
          : `${n} ist für ${level} eingestuft: die Sorte belohnt Gärtner, die Düngung und Klima genau steuern.`,
      },
      { question: `Wie schmeckt ${n}?`, answer: `Gärtner beschreiben den Geschmack als ${flavors}.` },
    ],
    nl: [
      {
        question: `Hoe lang bloeit ${n}?`,
        answer: `${n} bloeit in ${min} tot ${max} dagen${auto ? ', wat het lichtschema ook is' : ' nadat je overschakelt op 12 uur licht'}.`,
      },
      {
        question: `Is ${n} geschikt voor beginners?`,
        answer: beginner
          ? `Ja. ${n} vergeeft fouten en groeit goed in de meeste opstellingen.`
          : `${n} is ingedeeld voor ${level}: de soort beloont kwekers die voeding en klimaat nauwkeurig sturen.`,
      },
      { question: `Hoe smaakt ${n}?`, answer: `Kwekers omschrijven de smaak als ${flavors}.` },
    ],
    fr: [
      {
        question: `Combien de temps dure la floraison de ${n} ?`,
        answer: `${n} fleurit en ${min} à ${max} jours${auto ? ', quel que soit le cycle de lumière' : ' après le passage à 12 heures de lumière'}.`,
      },
      {
        question: `${n} convient-elle aux débutants ?`,
        answer: beginner
          ? `Oui. ${n} pardonne les erreurs et pousse bien dans la plupart des installations.`
          : `${n} est classée pour les cultivateurs ${level} : elle récompense ceux qui maîtrisent l'arrosage, les engrais et le climat.`,
      },
      { question: `Quel goût a ${n} ?`, answer: `Les cultivateurs le décrivent comme ${flavors}.` },
    ],
  }[language];
  if (!auto) {
    const s = strainName(p);
    faq.push(
      {
        de: {
          question: `Gibt es eine Autoflower-Version von ${s}?`,
          answer: `Ja, ${s} gibt es auch selbstblühend: diese Version ist schneller fertig und bleibt kleiner.`,
        },
        nl: {
          question: `Bestaat er een autoflowering versie van ${s}?`,
          answer: `Ja, ${s} is ook als autoflower te koop: die versie is sneller klaar en blijft kleiner.`,
        },
        fr: {
          question: `Existe-t-il une version à floraison automatique de ${s} ?`,
          answer: `Oui, ${s} existe aussi en version automatique : elle finit plus vite et reste plus petite.`,
        },
      }[language],
    );
  }
  return faq;
}

/** A collection's name and description in the language (English when it has none). */
export function localizeCollection<T extends Pick<Collection, 'slug' | 'name'> & { description?: string }>(
  collection: T,
  language: Language,
): T {
  if (language === 'en') return collection;
  const text = COLLECTIONS[language][collection.slug];
  if (!text) return collection;
  return { ...collection, name: text.name, ...('description' in collection ? { description: text.description } : {}) };
}

/** The product page in the language: description, FAQ, the profile's words and the collections' names. */
export function localizeProduct(detail: ProductDetail, product: ProductRow, language: Language): ProductDetail {
  if (language === 'en') return detail;
  const storedFaq = detail.faq.length;
  const faq = productFaq(language, product);
  return {
    ...detail,
    description: productDescription(language, product),
    // Only when the stored FAQ has the generated shape: a hand-written FAQ stays as it is.
    faq: faq.length === storedFaq ? faq : detail.faq,
    profile: {
      ...detail.profile,
      flavors: detail.profile.flavors.map((w) => word(language, w)),
      terpenes: detail.profile.terpenes.map((w) => word(language, w)),
      effects: detail.profile.effects.map((w) => word(language, w)),
      lineage: lineage(language, detail.profile.lineage),
    },
    relatedCollections: detail.relatedCollections.map((c) => localizeCollection(c, language)),
  };
}
