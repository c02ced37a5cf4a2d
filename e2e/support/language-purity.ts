import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './run-env';

/** The interface languages other than English, whose pages and e-mails must not show English. */
export type OtherLanguage = 'de' | 'nl' | 'fr';
export const OTHER_LANGUAGES: readonly OtherLanguage[] = ['de', 'nl', 'fr'];

/** A phrase that is English and only English (its translation differs), with where it comes from. */
export interface EnglishPhrase {
  text: string;
  source: string;
}

type Catalogue = Record<string, string>;

/** Every `i18n/` folder of the packages' sources (message files per package and per feature). */
function i18nFolders(dir = ROOT, depth = 0): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    if (['dist', 'releases', 'e2e', 'api', 'edge', 'docs'].includes(entry.name) && depth === 0) continue;
    const full = path.join(dir, entry.name);
    if (entry.name === 'i18n' && readdirSync(full).includes('en.json')) found.push(full);
    else if (depth < 6) found.push(...i18nFolders(full, depth + 1));
  }
  return found;
}

const readCatalogue = (file: string): Catalogue => JSON.parse(readFileSync(file, 'utf8')) as Catalogue;

/** The react-intl catalogues, per folder: English and the three other languages. */
export function catalogues(): Array<{ folder: string } & Record<'en' | OtherLanguage, Catalogue>> {
  return i18nFolders().map((folder) => ({
    folder: path.relative(ROOT, folder),
    en: readCatalogue(path.join(folder, 'en.json')),
    de: readCatalogue(path.join(folder, 'de.json')),
    nl: readCatalogue(path.join(folder, 'nl.json')),
    fr: readCatalogue(path.join(folder, 'fr.json')),
  }));
}

/** Every message id of every catalogue: one showing on a page is a message nobody translated or defined. */
export function messageIds(): Set<string> {
  return new Set(catalogues().flatMap((c) => Object.keys(c.en)));
}

/**
 * The literal runs of an ICU message (what is left between its arguments, plural branches and rich-text tags):
 * "Reviewed at {date}" -> ["Reviewed at"], "{count, plural, one {# seed} other {# seeds}}" -> ["seed", "seeds"].
 */
export function literalRuns(message: string): string[] {
  return message
    .replace(/<\/?[a-zA-Z][^>]*>/g, '{')
    .split(/[{}#]/)
    .filter((run) => !/^\s*[\w.]+\s*(,\s*(plural|select|selectordinal|number|date|time)\s*,?\s*)?$/.test(run))
    .filter((run) => !/^\s*(=\d+|zero|one|two|few|many|other)\s*$/.test(run))
    .map((run) => run.replace(/^[\s\p{P}\p{S}]+|[\s\p{P}\p{S}]+$/gu, ''))
    .filter(Boolean);
}

const words = (text: string) => text.split(/\s+/).filter((w) => /\p{L}/u.test(w));

/**
 * Whether a run is specific enough to be English only: a phrase of two or more words, or a whole message of one
 * word of four letters or more. Shorter runs ("at", "of", "{count} seeds" -> "seeds") are ambiguous.
 */
function specific(run: string, wholeMessage: boolean): boolean {
  const n = words(run).length;
  if (n === 0) return false;
  if (n >= 2) return run.length >= 8;
  return wholeMessage && /^\p{L}{4,}$/u.test(run);
}

/** Text split into words, to ask whether a phrase is part of what the other language writes too. */
const contains = (haystack: string, phrase: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(phrase)}(?![\\p{L}\\p{N}])`, 'u').test(haystack);

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The English-only phrases for pages in `language`: the English messages whose translation differs, and the
 * English data names (`data`: [english, translated] pairs from the api and Intl), leaving out anything the
 * language itself writes (brand names, "Blog", "Indica", strain names in a translated sentence).
 */
export function englishOnlyPhrases(
  language: OtherLanguage,
  data: ReadonlyArray<{ en: string; translated: string; source: string }>,
): EnglishPhrase[] {
  const cats = catalogues();
  const ownText = [...cats.flatMap((c) => Object.values(c[language])), ...data.map((d) => d.translated)].join('\n');
  const phrases = new Map<string, string>();
  for (const c of cats) {
    for (const [id, english] of Object.entries(c.en)) {
      const translated = c[language][id];
      // A message missing in the language shows in English (react-intl falls back): English only too.
      if (translated === english) continue;
      const runs = literalRuns(english);
      const whole = runs.length === 1 && runs[0] === english.trim().replace(/[\p{P}\p{S}]+$/u, '');
      for (const run of runs) if (specific(run, whole)) phrases.set(run, `${c.folder} ${id}`);
    }
  }
  for (const d of data) {
    if (d.en === d.translated || !specific(d.en, true)) continue;
    phrases.set(d.en, d.source);
  }
  return [...phrases].filter(([text]) => !contains(ownText, text)).map(([text, source]) => ({ text, source }));
}

/** One regular expression for many phrases, each as whole words; longest first so the longest one is named. */
export function phraseMatcher(phrases: readonly EnglishPhrase[]): (text: string) => EnglishPhrase[] {
  if (phrases.length === 0) return () => [];
  const bySource = new Map(phrases.map((p) => [p.text, p]));
  const alternatives = [...bySource.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp);
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`, 'gu');
  return (text) => [...new Set(text.match(pattern) ?? [])].map((m) => bySource.get(m)!);
}

/** Country and region codes Intl knows, with their English and translated names. */
export function countryNames(language: OtherLanguage): Array<{ iso: string; en: string; translated: string }> {
  const en = new Intl.DisplayNames('en', { type: 'region', fallback: 'none' });
  const other = new Intl.DisplayNames(language, { type: 'region', fallback: 'none' });
  const result: Array<{ iso: string; en: string; translated: string }> = [];
  for (let a = 65; a <= 90; a += 1)
    for (let b = 65; b <= 90; b += 1) {
      const iso = String.fromCharCode(a, b);
      const name = en.of(iso);
      const translated = other.of(iso);
      if (name && translated) result.push({ iso, en: name, translated });
    }
  return result;
}

/** English month names that differ in `language` ("May" and "June" on a German page are English). */
export function englishMonths(language: OtherLanguage): string[] {
  const months: string[] = [];
  for (let m = 0; m < 12; m += 1) {
    const day = new Date(Date.UTC(2026, m, 15));
    const en = new Intl.DateTimeFormat('en', { month: 'long', timeZone: 'UTC' }).format(day);
    const other = new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' }).format(day);
    if (en.toLowerCase() !== other.toLowerCase()) months.push(en);
  }
  return months;
}

export interface Finding {
  kind: 'english' | 'message-id' | 'iso-code' | 'date';
  text: string;
  /** The line of the page (or e-mail) where it was found. */
  line: string;
  source?: string;
}

export interface PurityRules {
  language: OtherLanguage | 'en';
  english: (text: string) => EnglishPhrase[];
  ids: Set<string>;
  /** Country codes a shopper should read by name. */
  isoCodes: Set<string>;
}

/**
 * The text of one page or e-mail held to its language: no English-only phrase, no message id, no country code
 * standing alone where its name belongs (a line that is the code, or ends in ", BE"), no date in ISO form
 * (1990-05-05), none with an English month name.
 */
export function findings(lines: readonly string[], rules: PurityRules): Finding[] {
  const out: Finding[] = [];
  const months = rules.language === 'en' ? [] : englishMonths(rules.language);
  const monthDate =
    months.length > 0
      ? new RegExp(`\\b(?:(?:${months.join('|')})\\s+\\d{1,2}\\b|\\d{1,2}\\.?\\s+(?:${months.join('|')})\\b)`, 'u')
      : null;
  for (const line of lines) {
    for (const phrase of rules.english(line))
      out.push({ kind: 'english', text: phrase.text, line: line.slice(0, 200), source: phrase.source });
    for (const id of line.match(/\b[a-z][\w-]*(?:\.[\w-]+){1,}\b/g) ?? [])
      if (rules.ids.has(id)) out.push({ kind: 'message-id', text: id, line: line.slice(0, 200) });
    const code = /(?:^|,\s*)([A-Z]{2})$/.exec(line)?.[1];
    if (code && rules.isoCodes.has(code)) out.push({ kind: 'iso-code', text: code, line: line.slice(0, 200) });
    if (rules.language !== 'en') {
      const iso = /\b\d{4}-\d{2}-\d{2}\b/.exec(line);
      if (iso) out.push({ kind: 'date', text: iso[0], line: line.slice(0, 200) });
      const month = monthDate?.exec(line);
      if (month) out.push({ kind: 'date', text: month[0], line: line.slice(0, 200) });
    }
  }
  return out;
}
