/**
 * Every package's language files must carry every key of its English file (and no stale extras),
 * so no shopper sees a raw message id in en, de, nl or fr.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';

const root = path.resolve(__dirname, '..', '..');
const LANGUAGES = ['de', 'nl', 'fr'];

/** Every `i18n` folder with an en.json under a package's `src`: the area's own, and features' own message sets. */
function i18nFoldersUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory() || entry.name === 'node_modules') return [];
    const full = path.join(dir, entry.name);
    return entry.name === 'i18n' && fs.existsSync(path.join(full, 'en.json')) ? [full] : i18nFoldersUnder(full);
  });
}

function i18nFolders(): string[] {
  return fs
    .readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && entry.name !== 'node_modules')
    .map((entry) => path.join(root, entry.name, 'src'))
    .filter((src) => fs.existsSync(src))
    .flatMap(i18nFoldersUnder);
}

function keysOf(file: string): string[] {
  return Object.keys(JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>).sort();
}

describe('language files', () => {
  const folders = i18nFolders();

  it('exist for the shell and every remote', () => {
    const packages = folders.map((f) => path.relative(root, f).split(path.sep)[0]);
    expect(packages).toEqual(expect.arrayContaining(['shell', 'mf-catalog', 'mf-product', 'mf-cart-checkout']));
  });

  it.each(folders.flatMap((folder) => LANGUAGES.map((language) => [path.relative(root, folder), language])))(
    '%s/%s.json has exactly the keys of en.json, none empty',
    (folder, language) => {
      const english = keysOf(path.join(root, folder, 'en.json'));
      const file = path.join(root, folder, `${language}.json`);
      expect(fs.existsSync(file)).toBe(true);
      const translated = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
      expect({
        missing: english.filter((k) => !(k in translated)),
        extra: Object.keys(translated).filter((k) => !english.includes(k)),
      }).toEqual({
        missing: [],
        extra: [],
      });
      expect(Object.entries(translated).filter(([, v]) => typeof v !== 'string' || v.trim() === '')).toEqual([]);
    },
  );

  const regionalFiles = folders.flatMap((folder) =>
    fs
      .readdirSync(folder)
      .filter((name) => /^[a-z]{2}-[a-z]{2}\.json$/.test(name))
      .map((name) => [path.relative(root, folder), name]),
  );

  /** Spec 1: the United Kingdom storefront says Basket, Add to basket, Postcode and Feminised. */
  const UK_WORDING = [
    { american: /\bcart\b/i, british: /\bbasket\b/i },
    { american: /\bfeminized\b/i, british: /\bfeminised\b/i },
    { american: /\b(postal|zip) ?code\b/i, british: /\bpostcode\b/i },
  ];

  it.each(folders.map((folder) => [path.relative(root, folder)]))(
    '%s: every English text with cart, feminized or postal code has its UK wording',
    (folder) => {
      const english = JSON.parse(fs.readFileSync(path.join(root, folder, 'en.json'), 'utf8')) as Record<string, string>;
      const ukFile = path.join(root, folder, 'en-uk.json');
      const uk = fs.existsSync(ukFile) ? (JSON.parse(fs.readFileSync(ukFile, 'utf8')) as Record<string, string>) : {};
      const wrong = Object.entries(english).flatMap(([key, text]) =>
        UK_WORDING.filter((w) => w.american.test(text)).flatMap((w) => {
          const british = uk[key];
          return british !== undefined && w.british.test(british) && !w.american.test(british)
            ? []
            : [`${key}: "${text}" -> ${british === undefined ? 'no en-uk override' : `"${british}"`}`];
        }),
      );
      expect(wrong).toEqual([]);
    },
  );

  it.each(regionalFiles)('%s/%s overrides only keys its language file has, none empty', (folder, name) => {
    const base = keysOf(path.join(root, folder, `${name.slice(0, 2)}.json`));
    const overrides = JSON.parse(fs.readFileSync(path.join(root, folder, name), 'utf8')) as Record<string, string>;
    expect(Object.keys(overrides).filter((k) => !base.includes(k))).toEqual([]);
    expect(Object.entries(overrides).filter(([, v]) => typeof v !== 'string' || v.trim() === '')).toEqual([]);
  });

  /**
   * Every count goes through ICU plurals ("1 seed", "3 seeds"), in every language. A number argument
   * written straight before a counted noun ("{amount} seeds") is the mistake this catches; the nouns are the ones
   * the shop counts, in en, de, nl and fr.
   */
  const COUNTED_NOUN =
    /^\s*(seeds?|samen|zaad|zaden|graines?|items?|artikel|artikelen|articles?|products?|produkte?|producten|reviews?|bewertungen|beoordelingen|avis|results?|ergebnisse?|resultaten|résultats?|posts?|beiträge?|berichten|orders?|bestellungen|bestellingen|commandes?)\b/i;

  function unpluralisedCounts(elements: MessageFormatElement[]): string[] {
    return elements.flatMap((element, i) => {
      const next = elements[i + 1];
      const here =
        element.type === TYPE.argument && next?.type === TYPE.literal && COUNTED_NOUN.test(next.value)
          ? [`{${element.value}}${next.value}`]
          : [];
      const nested =
        element.type === TYPE.tag
          ? unpluralisedCounts(element.children)
          : element.type === TYPE.select || element.type === TYPE.plural
            ? Object.values(element.options).flatMap((option) => unpluralisedCounts(option.value))
            : [];
      return [...here, ...nested];
    });
  }

  const allFiles = folders.flatMap((folder) =>
    fs
      .readdirSync(folder)
      .filter((name) => name.endsWith('.json'))
      .map((name) => [path.relative(root, folder), name]),
  );

  it.each(allFiles)('%s/%s: every count goes through a plural', (folder, name) => {
    const messages = JSON.parse(fs.readFileSync(path.join(root, folder, name), 'utf8')) as Record<string, string>;
    const wrong = Object.entries(messages).flatMap(([key, text]) =>
      unpluralisedCounts(parse(text, { ignoreTag: false })).map((found) => `${key}: ${found}`),
    );
    expect(wrong).toEqual([]);
  });

  it('plural seed counts read "1 seed" and "3 seeds" in every language', () => {
    const expected: Record<string, [string, string]> = {
      en: ['1 seed', '3 seeds'],
      de: ['1 Samen', '3 Samen'],
      nl: ['1 zaad', '3 zaden'],
      fr: ['1 graine', '3 graines'],
    };
    for (const [language, [one, three]] of Object.entries(expected)) {
      const file = path.join(root, 'mf-product', 'src', 'i18n', `${language}.json`);
      const text = (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>)['product.packs.seeds'] ?? '';
      const message = new IntlMessageFormat(text, language);
      expect([message.format({ amount: 1 }), message.format({ amount: 3 })]).toEqual([one, three]);
    }
  });
});
