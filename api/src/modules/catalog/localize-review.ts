import type { Language } from '@storefront/shared-contracts';
import { lower, type Other } from './localize';
import { EFFECTS, FLAVORS } from './vocabulary';

/**
 * Reviews in the shopper's language. The stored reviews are English (some of them translations: `original_language`
 * names the language they were written in), written from a few sentences about the grow (db/seed/catalog-text.ts).
 * A review of that shape is written again in de, nl and fr from the same facts, as the catalogue's texts are
 * (catalog/localize.ts); its marking then names the language it was written in ("translated from English"), unless
 * that is the shopper's language. A review of another shape (none is seeded) stays as stored.
 */
export interface ReviewText {
  title: string;
  body: string;
  originalLanguage: string | null;
}

const TITLES: Record<string, Record<Other, string>> = {
  'Outstanding plants': { de: 'Hervorragende Pflanzen', nl: 'Uitstekende planten', fr: 'Plantes exceptionnelles' },
  'Best grow so far': { de: 'Mein bester Grow bisher', nl: 'Mijn beste kweek tot nu toe', fr: 'Ma meilleure culture' },
  'Exactly as described': {
    de: 'Genau wie beschrieben',
    nl: 'Precies zoals beschreven',
    fr: 'Exactement comme décrit',
  },
  'Will order again': { de: 'Bestelle wieder', nl: 'Bestel zeker opnieuw', fr: 'Je recommanderai' },
  'Very good': { de: 'Sehr gut', nl: 'Heel goed', fr: 'Très bien' },
  'Solid strain': { de: 'Solide Sorte', nl: 'Degelijke soort', fr: 'Variété solide' },
  'Happy with the result': {
    de: 'Zufrieden mit dem Ergebnis',
    nl: 'Blij met het resultaat',
    fr: 'Content du résultat',
  },
  Decent: { de: 'Ordentlich', nl: 'Redelijk', fr: 'Correct' },
  'Average yield': { de: 'Durchschnittlicher Ertrag', nl: 'Gemiddelde opbrengst', fr: 'Rendement moyen' },
  'OK for the price': { de: 'Okay für den Preis', nl: 'Oké voor de prijs', fr: 'Correct pour le prix' },
  'Not for me': { de: 'Nichts für mich', nl: 'Niet voor mij', fr: 'Pas pour moi' },
  'Slow to start': { de: 'Langsamer Start', nl: 'Trage start', fr: 'Démarrage lent' },
  Disappointing: { de: 'Enttäuschend', nl: 'Teleurstellend', fr: 'Décevant' },
  'Poor germination': { de: 'Schlechte Keimung', nl: 'Slechte kieming', fr: 'Mauvaise germination' },
  Review: { de: 'Bewertung', nl: 'Beoordeling', fr: 'Avis' },
};

/** The stored English word of a lower-cased flavour or effect ("energetic" -> "Energetic"). */
const VOCABULARY = new Map([...FLAVORS, ...EFFECTS].map((w) => [w.toLowerCase(), w as string]));

const BODY =
  /^(Every seed germinated|Only some of the seeds germinated)\. (.+) finished in about (\d+) days\. (?:Lovely ([a-z]+) smell and an? ([a-z]+) effect\.|The ([a-z]+) taste was fine, but the plants were uneven\.)$/;

interface Facts {
  allGerminated: boolean;
  name: string;
  days: number;
  flavour: string;
  /** Set for a good review ("... and an energetic effect"). */
  effect: string | null;
}

function factsOf(body: string): Facts | null {
  const m = BODY.exec(body);
  if (!m) return null;
  const flavour = VOCABULARY.get(m[4] ?? m[6] ?? '');
  const effect = m[5] === undefined ? null : VOCABULARY.get(m[5]);
  if (!flavour || effect === undefined) return null;
  return { allGerminated: m[1] === 'Every seed germinated', name: m[2] ?? '', days: Number(m[3]), flavour, effect };
}

function bodyIn(language: Other, f: Facts): string {
  const flavour = lower(language, f.flavour);
  const effect = f.effect === null ? '' : lower(language, f.effect);
  switch (language) {
    case 'de':
      return [
        f.allGerminated ? 'Alle Samen sind gekeimt.' : 'Nur ein Teil der Samen ist gekeimt.',
        `${f.name} war nach etwa ${f.days} Tagen fertig.`,
        f.effect === null
          ? `Der Geschmack (${flavour}) war gut, aber die Pflanzen wuchsen ungleichmäßig.`
          : `Schöner Duft (${flavour}) und eine ${effect}e Wirkung.`,
      ].join(' ');
    case 'nl':
      return [
        f.allGerminated ? 'Alle zaden zijn ontkiemd.' : 'Slechts een deel van de zaden is ontkiemd.',
        `${f.name} was na ongeveer ${f.days} dagen klaar.`,
        f.effect === null
          ? `De smaak (${flavour}) was prima, maar de planten groeiden ongelijk.`
          : `Heerlijke geur (${flavour}) en een ${effect} effect.`,
      ].join(' ');
    case 'fr':
      return [
        f.allGerminated ? 'Toutes les graines ont germé.' : 'Seule une partie des graines a germé.',
        `${f.name} a fini en environ ${f.days} jours.`,
        f.effect === null
          ? `Le goût (${flavour}) était correct, mais les plantes étaient inégales.`
          : `Belle odeur (${flavour}) et un effet ${effect}.`,
      ].join(' ');
  }
}

/** A review's title, body and marking in `language` (see above); English answers the stored review. */
export function localizeReview<T extends ReviewText>(review: T, language: Language): T {
  if (language === 'en') return review;
  const written = review.originalLanguage ?? 'en';
  const facts = factsOf(review.body);
  const title = TITLES[review.title]?.[language];
  if (!facts || !title) return review;
  return {
    ...review,
    title,
    body: bodyIn(language, facts),
    originalLanguage: written === language ? null : written,
  };
}
