import { isLanguage, type Language, LANGUAGES, storefrontByIso } from '@storefront/shared-contracts';
import type { FastifyRequest } from 'fastify';

/**
 * The shopper's language for an error message: the `language` the page sent in the body or `lang` in the query
 * (what the page is shown in), else the storefront's in the path (`/api/de-de/...`), else the first of ours in
 * Accept-Language, else English.
 */
export function languageOf(request: FastifyRequest): Language {
  const body = request.body as { language?: unknown } | undefined;
  if (typeof body?.language === 'string' && isLanguage(body.language)) return body.language;
  const query = request.query as { lang?: unknown } | undefined;
  if (typeof query?.lang === 'string' && isLanguage(query.lang)) return query.lang;
  const iso = /^\/api\/([a-z]{2}-[a-z]{2})\//.exec(request.url)?.[1];
  const storefront = iso ? storefrontByIso(iso) : undefined;
  if (storefront) return storefront.language;
  return fromAcceptLanguage(request.headers['accept-language']) ?? 'en';
}

/** The first of our languages in an Accept-Language header, by its q-values (ties keep the header's order). */
function fromAcceptLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { language: tag.trim().slice(0, 2).toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0 && (LANGUAGES as readonly string[]).includes(entry.language))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const first = ranked[0]?.language;
  return first && isLanguage(first) ? first : undefined;
}

/** What was refused, per 429 code; anything else is "requests". */
const WHAT: Record<string, Record<Language, string>> = {
  RATE_LIMITED: {
    en: 'Too many requests.',
    de: 'Zu viele Anfragen.',
    nl: 'Te veel verzoeken.',
    fr: 'Trop de demandes.',
  },
  TOO_MANY_LOOKUPS: {
    en: 'Too many order lookups.',
    de: 'Zu viele Bestellabfragen.',
    nl: 'Te veel keer een bestelling opgezocht.',
    fr: 'Trop de recherches de commande.',
  },
  TOO_MANY_ATTEMPTS: {
    en: 'Too many login attempts.',
    de: 'Zu viele Anmeldeversuche.',
    nl: 'Te veel inlogpogingen.',
    fr: 'Trop de tentatives de connexion.',
  },
};

const UNITS: Record<Language, { second: [string, string]; minute: [string, string] }> = {
  en: { second: ['second', 'seconds'], minute: ['minute', 'minutes'] },
  de: { second: ['Sekunde', 'Sekunden'], minute: ['Minute', 'Minuten'] },
  nl: { second: ['seconde', 'seconden'], minute: ['minuut', 'minuten'] },
  fr: { second: ['seconde', 'secondes'], minute: ['minute', 'minutes'] },
};

const AGAIN: Record<Language, (when: string) => string> = {
  en: (when) => `Please try again in ${when}.`,
  de: (when) => `Bitte versuchen Sie es in ${when} erneut.`,
  nl: (when) => `Probeer het over ${when} opnieuw.`,
  fr: (when) => `Veuillez réessayer dans ${when}.`,
};

/** A 429's message in `language`: what was refused and when to try again (seconds, or minutes from 2 minutes). */
export function limitMessage(code: string, retryAfterSeconds: number | undefined, language: Language): string {
  const what = (WHAT[code] ?? WHAT.RATE_LIMITED!)[language];
  if (retryAfterSeconds === undefined) return what;
  const minutes = retryAfterSeconds >= 120;
  const n = minutes ? Math.ceil(retryAfterSeconds / 60) : retryAfterSeconds;
  const [one, many] = UNITS[language][minutes ? 'minute' : 'second'];
  return `${what} ${AGAIN[language](`${n} ${n === 1 ? one : many}`)}`;
}
