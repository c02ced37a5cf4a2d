import type { Collection, Language, ProductDetail } from '@storefront/shared-contracts';
import type { ProductRow } from './repository';
import { EFFECTS } from './vocabulary';

/**
 * What a shopper reads of the catalogue in de, nl and fr, generated from the strain data. The stored
 * texts are English (seed/catalog-text.ts); the other languages are written here from the same facts, with
 * the same shape: collection names and descriptions, product descriptions, FAQs and the profile's words.
 */
export type Other = Exclude<Language, 'en'>;

/** Flavours, terpenes and effects (modules/catalog/vocabulary.ts) per language. */
const WORDS: Record<Other, Record<string, string>> = {
  de: {
    Earthy: 'Erdig',
    Sweet: 'Süß',
    Citrus: 'Zitrus',
    Lemon: 'Zitrone',
    Pine: 'Kiefer',
    Berry: 'Beere',
    Grape: 'Traube',
    Diesel: 'Diesel',
    Skunk: 'Skunk',
    Spicy: 'Würzig',
    Herbal: 'Kräuter',
    Woody: 'Holzig',
    Tropical: 'Tropisch',
    Mango: 'Mango',
    Vanilla: 'Vanille',
    Cheese: 'Käse',
    Mint: 'Minze',
    Coffee: 'Kaffee',
    Pepper: 'Pfeffer',
    Floral: 'Blumig',
    Myrcene: 'Myrcen',
    Limonene: 'Limonen',
    Caryophyllene: 'Caryophyllen',
    Pinene: 'Pinen',
    Linalool: 'Linalool',
    Humulene: 'Humulen',
    Terpinolene: 'Terpinolen',
    Ocimene: 'Ocimen',
    Bisabolol: 'Bisabolol',
    Nerolidol: 'Nerolidol',
    Relaxed: 'Entspannt',
    Happy: 'Glücklich',
    Euphoric: 'Euphorisch',
    Uplifted: 'Beschwingt',
    Creative: 'Kreativ',
    Energetic: 'Energiegeladen',
    Focused: 'Konzentriert',
    Sleepy: 'Schläfrig',
    Hungry: 'Hungrig',
    Talkative: 'Gesprächig',
    Giggly: 'Albern',
    Calm: 'Ruhig',
  },
  nl: {
    Earthy: 'Aards',
    Sweet: 'Zoet',
    Citrus: 'Citrus',
    Lemon: 'Citroen',
    Pine: 'Den',
    Berry: 'Bes',
    Grape: 'Druif',
    Diesel: 'Diesel',
    Skunk: 'Skunk',
    Spicy: 'Kruidig',
    Herbal: 'Kruiden',
    Woody: 'Houtig',
    Tropical: 'Tropisch',
    Mango: 'Mango',
    Vanilla: 'Vanille',
    Cheese: 'Kaas',
    Mint: 'Munt',
    Coffee: 'Koffie',
    Pepper: 'Peper',
    Floral: 'Bloemig',
    Myrcene: 'Myrceen',
    Limonene: 'Limoneen',
    Caryophyllene: 'Caryofylleen',
    Pinene: 'Pineen',
    Linalool: 'Linalool',
    Humulene: 'Humuleen',
    Terpinolene: 'Terpinoleen',
    Ocimene: 'Ocimeen',
    Bisabolol: 'Bisabolol',
    Nerolidol: 'Nerolidol',
    Relaxed: 'Ontspannen',
    Happy: 'Blij',
    Euphoric: 'Euforisch',
    Uplifted: 'Opgewekt',
    Creative: 'Creatief',
    Energetic: 'Energiek',
    Focused: 'Gefocust',
    Sleepy: 'Slaperig',
    Hungry: 'Hongerig',
    Talkative: 'Spraakzaam',
    Giggly: 'Giechelig',
    Calm: 'Kalm',
  },
  fr: {
    Earthy: 'Terreux',
    Sweet: 'Sucré',
    Citrus: 'Agrumes',
    Lemon: 'Citron',
    Pine: 'Pin',
    Berry: 'Baies',
    Grape: 'Raisin',
    Diesel: 'Diesel',
    Skunk: 'Skunk',
    Spicy: 'Épicé',
    Herbal: 'Herbacé',
    Woody: 'Boisé',
    Tropical: 'Tropical',
    Mango: 'Mangue',
    Vanilla: 'Vanille',
    Cheese: 'Fromage',
    Mint: 'Menthe',
    Coffee: 'Café',
    Pepper: 'Poivre',
    Floral: 'Floral',
    Myrcene: 'Myrcène',
    Limonene: 'Limonène',
    Caryophyllene: 'Caryophyllène',
    Pinene: 'Pinène',
    Linalool: 'Linalol',
    Humulene: 'Humulène',
    Terpinolene: 'Terpinolène',
    Ocimene: 'Ocimène',
    Bisabolol: 'Bisabolol',
    Nerolidol: 'Nérolidol',
    Relaxed: 'Détendu',
    Happy: 'Joyeux',
    Euphoric: 'Euphorique',
    Uplifted: 'Stimulé',
    Creative: 'Créatif',
    Energetic: 'Énergique',
    Focused: 'Concentré',
    Sleepy: 'Somnolent',
    Hungry: 'Affamé',
    Talkative: 'Bavard',
    Giggly: 'Rieur',
    Calm: 'Calme',
  },
};

const GENETICS: Record<Other, Record<ProductRow['genetics'], string>> = {
  de: {
    indica: 'Indica',
    mostly_indica: 'überwiegend Indica',
    hybrid: 'Hybrid',
    mostly_sativa: 'überwiegend Sativa',
    sativa: 'Sativa',
  },
  nl: {
    indica: 'indica',
    mostly_indica: 'overwegend indica',
    hybrid: 'hybride',
    mostly_sativa: 'overwegend sativa',
    sativa: 'sativa',
  },
  fr: {
    indica: 'indica',
    mostly_indica: 'à dominante indica',
    hybrid: 'hybride',
    mostly_sativa: 'à dominante sativa',
    sativa: 'sativa',
  },
};

const DIFFICULTY: Record<Other, Record<ProductRow['difficulty'], string>> = {
  de: { beginner: 'Einsteiger', advanced: 'Fortgeschrittene', expert: 'Experten' },
  nl: { beginner: 'beginners', advanced: 'gevorderden', expert: 'experts' },
  fr: { beginner: 'débutants', advanced: 'confirmés', expert: 'experts' },
};

const AND: Record<Other, string> = { de: 'und', nl: 'en', fr: 'et' };

/** Collection names and descriptions by slug (modules/catalog/collection-rules.ts). */
const COLLECTIONS: Record<Other, Record<string, { name: string; description: string }>> = {
  de: {
    'high-thc': { name: 'Hoher THC-Gehalt', description: 'Sorten mit 20 % THC oder mehr.' },
    'high-yield': {
      name: 'Hoher Ertrag',
      description: 'Ertragsstarke Sorten: ab 500 g/m² drinnen oder 700 g pro Pflanze draußen.',
    },
    'fast-flowering': { name: 'Schnelle Blüte', description: 'Nach höchstens 60 Tagen Blüte erntereif.' },
    'high-cbd': { name: 'Hoher CBD-Gehalt', description: 'Sorten mit 8 % CBD oder mehr.' },
    'easy-to-grow': { name: 'Leicht anzubauen', description: 'Verzeihende Sorten für Einsteiger.' },
    'newest-strains': {
      name: 'Neueste Sorten',
      description: 'Innerhalb eines Jahres vor unserer letzten Neuheit erschienen.',
    },
    'best-sellers': { name: 'Bestseller', description: 'Unsere 48 meistbestellten Produkte.' },
    landrace: { name: 'Landrassen', description: 'Reine Sorten aus ihrer Herkunftsregion.' },
    all: { name: 'Alle Sorten', description: 'Jede Sorte im Shop.' },
  },
  nl: {
    'high-thc': { name: 'Hoog THC', description: 'Soorten met 20 % THC of meer.' },
    'high-yield': {
      name: 'Hoge opbrengst',
      description: 'Grote producenten: vanaf 500 g/m² binnen of 700 g per plant buiten.',
    },
    'fast-flowering': { name: 'Snelle bloei', description: 'Oogstklaar na hooguit 60 dagen bloei.' },
    'high-cbd': { name: 'Hoog CBD', description: 'Soorten met 8 % CBD of meer.' },
    'easy-to-grow': { name: 'Makkelijk te kweken', description: 'Vergevingsgezinde soorten voor beginners.' },
    'newest-strains': {
      name: 'Nieuwste soorten',
      description: 'Verschenen binnen een jaar voor onze laatste nieuwkomer.',
    },
    'best-sellers': { name: 'Bestsellers', description: 'Onze 48 meest bestelde producten.' },
    landrace: { name: 'Landrassen', description: 'Zuivere soorten uit hun regio van herkomst.' },
    all: { name: 'Alle soorten', description: 'Elke soort in de winkel.' },
  },
  fr: {
    'high-thc': { name: 'Riche en THC', description: 'Variétés à 20 % de THC ou plus.' },
    'high-yield': {
      name: 'Haut rendement',
      description: 'Grosses productrices : 500 g/m² en intérieur ou 700 g par plante en extérieur et plus.',
    },
    'fast-flowering': {
      name: 'Floraison rapide',
      description: 'Prêtes à récolter après 60 jours de floraison ou moins.',
    },
    'high-cbd': { name: 'Riche en CBD', description: 'Variétés à 8 % de CBD ou plus.' },
    'easy-to-grow': { name: 'Faciles à cultiver', description: 'Des variétés indulgentes pour débuter.' },
    'newest-strains': { name: 'Nouveautés', description: "Sorties moins d'un an avant notre dernière nouveauté." },
    'best-sellers': { name: 'Meilleures ventes', description: 'Nos 48 produits les plus commandés.' },
    landrace: { name: 'Variétés locales', description: "Des variétés pures de leur région d'origine." },
    all: { name: 'Toutes les variétés', description: 'Chaque variété de la boutique.' },
  },
};

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
