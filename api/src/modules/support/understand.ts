import type { ChatIntent, Language } from '@storefront/shared-contracts';

/**
 * How the chatbot understands a question, with no outside service: the text is lower-cased and stripped of
 * accents, then matched against word stems per language (all four languages at once: shoppers mix them).
 */
export type Trait =
  | 'autoflower'
  | 'photoperiod'
  | 'feminized'
  | 'high_yield'
  | 'small_space'
  | 'indoor'
  | 'outdoor'
  | 'high_thc'
  | 'high_cbd'
  | 'beginner'
  | 'fast'
  | `effect:${string}`;

export const normalise = (text: string) =>
  text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/ß/g, 'ss');

/** Stems (a word starting with one matches); all languages. */
const TRAIT_STEMS: Record<Exclude<Trait, `effect:${string}`>, string[]> = {
  autoflower: ['auto', 'automati'],
  photoperiod: ['photoperiod', 'fotoperiod', 'photoperiodi', 'photoperiodique'],
  feminized: ['femini', 'femin', 'gefeminiseerd', 'weiblich', 'vrouwelijk', 'femelle'],
  high_yield: [
    'yield',
    'harvest',
    'ertrag',
    'ernte',
    'opbrengst',
    'oogst',
    'rendement',
    'recolte',
    'productive',
    'productie',
    'heavy',
  ],
  small_space: [
    'small',
    'tent',
    'compact',
    'short',
    'klein',
    'zelt',
    'kompakt',
    'petit',
    'tente',
    'discre',
    'balcon',
    'balkon',
    'cupboard',
    'schrank',
    'kast',
    'placard',
    'growbox',
  ],
  indoor: ['indoor', 'inside', 'drinnen', 'innen', 'binnen', 'interieur', 'lamp', 'licht'],
  outdoor: ['outdoor', 'outside', 'garden', 'draussen', 'garten', 'buiten', 'tuin', 'exterieur', 'jardin', 'freiland'],
  high_thc: ['thc', 'strong', 'potent', 'stark', 'sterk', 'puissant', 'fort'],
  high_cbd: ['cbd', 'medic', 'medizin', 'medisch', 'therap'],
  beginner: [
    'easy',
    'beginner',
    'novice',
    'first',
    'einfach',
    'anfanger',
    'leicht',
    'makkelijk',
    'eenvoudig',
    'facile',
    'debutant',
    'simple',
  ],
  fast: ['fast', 'quick', 'schnell', 'snel', 'rapide', 'vite'],
};

/** Catalogue effects (products.effects) and the stems that ask for them. */
const EFFECT_STEMS: Record<string, string[]> = {
  Relaxed: ['relax', 'entspann', 'ontspann', 'detente', 'chill'],
  Sleepy: ['sleep', 'insomn', 'schlaf', 'slaap', 'sommeil', 'dormir', 'night'],
  Happy: ['happy', 'glucklich', 'gelukkig', 'heureu', 'joy'],
  Euphoric: ['euphor'],
  Uplifted: ['uplift', 'mood', 'stimmung', 'humeur'],
  Creative: ['creativ', 'kreativ', 'creatief', 'creati'],
  Energetic: ['energ', 'active', 'aktiv', 'actief', 'daytime'],
  Focused: ['focus', 'fokus', 'concentr', 'konzentr'],
  Calm: ['calm', 'ruhig', 'rustig', 'calme'],
};

/** A stem of three letters or fewer must be the whole word ("hi", "wo", "ou"); longer ones start a word. */
const has = (words: string[], stems: string[]) =>
  words.some((w) => stems.some((s) => (s.length <= 3 ? w === s : w.startsWith(s))));

export function wordsOf(text: string): string[] {
  return normalise(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

export function traitsOf(text: string): Trait[] {
  const words = wordsOf(text);
  const traits: Trait[] = [];
  for (const [trait, stems] of Object.entries(TRAIT_STEMS)) if (has(words, stems)) traits.push(trait as Trait);
  for (const [effect, stems] of Object.entries(EFFECT_STEMS)) if (has(words, stems)) traits.push(`effect:${effect}`);
  // "auto" inside "autoflower" must not also read as a photoperiod question and the other way round.
  if (traits.includes('autoflower') && traits.includes('photoperiod')) return traits.filter((t) => t !== 'photoperiod');
  return traits;
}

/** Order numbers look like SF100001. */
export const ORDER_NUMBER = /\bsf\s?-?(\d{5,})\b/i;
export const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]{2,}/;

const ORDER_STEMS = [
  'order',
  'bestell',
  'bestelling',
  'commande',
  'parcel',
  'paket',
  'pakket',
  'colis',
  'package',
  'shipment',
  'sendung',
  'zending',
];
const STATUS_STEMS = [
  'status',
  'where',
  'track',
  'wo',
  'waar',
  'ou',
  'suivi',
  'suivre',
  'arriv',
  'ankomm',
  'aangekom',
  'check',
  'prufen',
  'controle',
  'verifi',
  'stand',
  'etat',
  'statut',
  'sendungsverfolgung',
];
const CONTACT_STEMS = [
  'human',
  'person',
  'agent',
  'someone',
  'staff',
  'mensch',
  'mitarbeiter',
  'jemand',
  'medewerker',
  'iemand',
  'mens',
  'humain',
  'conseiller',
  'quelqu',
  'contact',
  'kontakt',
  'speak',
  'talk',
  'sprechen',
  'spreken',
  'parler',
  'complain',
  'beschwer',
  'klacht',
  'plainte',
];
const GREETING_STEMS = [
  'hello',
  'hi',
  'hey',
  'hallo',
  'moin',
  'servus',
  'hoi',
  'goedemorgen',
  'goedemiddag',
  'bonjour',
  'salut',
  'bonsoir',
  'thanks',
  'thank',
  'danke',
  'bedankt',
  'merci',
  'good',
];
const SUGGEST_STEMS = [
  'recommend',
  'suggest',
  'advise',
  'looking',
  'want',
  'need',
  'best',
  'which',
  'strain',
  'empfehl',
  'vorschlag',
  'suche',
  'sorte',
  'brauche',
  'welche',
  'aanbevel',
  'aanrad',
  'zoek',
  'soort',
  'welke',
  'recommand',
  'conseill',
  'suggere',
  'cherche',
  'variete',
  'quelle',
  'propose',
];

export interface Understanding {
  intent: ChatIntent;
  traits: Trait[];
  orderNumber: string | null;
  email: string | null;
}

/**
 * Intent by rules, strongest evidence first: an order number or order words with status words -> order status;
 * asking for a person -> contact; catalogue traits or asking for a suggestion -> strain suggestion, unless the
 * FAQ has a strong answer and nobody asked for a suggestion; a good FAQ match -> faq; a short hello -> greeting;
 * else fallback. `faqScore` is the FAQ search's best score for the text (0 when nothing matched).
 */
export function understand(text: string, history: string[], faqScore: number, _language: Language): Understanding {
  const words = wordsOf(text);
  const traits = traitsOf(text);
  const context = [...history, text].join(' ');
  const orderNumber = ORDER_NUMBER.exec(text)?.[1] ?? null;
  const numberInContext = [...context.matchAll(new RegExp(ORDER_NUMBER, 'gi'))].at(-1)?.[1] ?? null;
  const email = [...context.matchAll(new RegExp(EMAIL, 'g'))].at(-1)?.[0] ?? null;
  const result = (intent: ChatIntent, t: Trait[] = []): Understanding => ({
    intent,
    traits: t,
    orderNumber: numberInContext ? `SF${numberInContext}` : null,
    email,
  });

  const aboutOrder = has(words, ORDER_STEMS);
  const asksStatus = has(words, STATUS_STEMS);
  if (orderNumber || (EMAIL.test(text) && numberInContext) || (aboutOrder && asksStatus)) {
    return result('order_status');
  }
  if (has(words, CONTACT_STEMS) && !traits.length) return result('contact');
  if (has(words, GREETING_STEMS) && words.length <= 2) return result('greeting');
  const asksSuggestion = has(words, SUGGEST_STEMS);
  const catalogueTraits = traits.filter((t) => t !== 'feminized' || traits.length > 1);
  if (catalogueTraits.length >= 2 || (asksSuggestion && catalogueTraits.length)) {
    return result('strain_suggestion', traits);
  }
  if (faqScore >= 0.75) return result('faq', traits);
  if (catalogueTraits.length) return result('strain_suggestion', traits);
  if (faqScore > 0.3) return result('faq', traits);
  if (has(words, GREETING_STEMS) && words.length <= 4) return result('greeting');
  if (asksSuggestion && /strain|sorte|soort|variete|seed|samen|zaden|graine/.test(normalise(text))) {
    return result('strain_suggestion', traits);
  }
  return result('fallback');
}
