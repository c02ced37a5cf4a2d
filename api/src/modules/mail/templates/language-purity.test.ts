import { STOREFRONTS, type Language, type Storefront } from '@storefront/shared-contracts';
import { SETUP_TIMEOUT, type TestApp, startTestApp } from '../../../test/test-app';
import { accountEmails } from '../../accounts/account-emails';
import type { EmailMessage } from '../enqueue-email';
import { composeEmail } from './compose-email';
import { emailChangeConfirm, emailChanged, emailChangeTaken } from './email-change';
import { newsletterConfirm } from './newsletter-confirm';
import { newsletterWelcome } from './newsletter-welcome';
import { orderConfirmation } from './order-confirmation';
import { orderStatusLink } from './order-status-link';
import type { OrderSummary } from './order-summary';
import { paymentFailed } from './payment-failed';
import { paymentPending } from './payment-pending';
import { shipmentDispatched } from './shipment-dispatched';
import { supportMessageCopy } from './support-message';
import type { EmailTemplate } from './template';

// Every kind of e-mail a shopper gets, written in German, Dutch and French through the real templates, holds no
// English: none of the English copy of the same e-mail (the same data), none of the English names the seed stores
// (carriers, payment methods, countries) or Intl gives (countries, months), no date in ISO form. The support inbox's
// own copy (`support-message`) is for the shop's staff and left out.

type Other = Exclude<Language, 'en'>;
const OTHERS: readonly Other[] = ['de', 'nl', 'fr'];

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

const link = 'https://shop.test/order-overview?order=SF100001&key=abc';
const order: OrderSummary = {
  number: 'SF100001',
  lines: [{ name: 'Amnesia Haze', seeds: 5, quantity: 2, lineTotal: 6000 }],
  subtotal: 6000,
  discount: 600,
  coupon: 'GROW10',
  shipping: 495,
  total: 5895,
  placedAt: '2026-05-05T10:00:00.000Z',
  shippingMethod: { tracked: true },
  link,
};

/** Each kind with data as the api gives it; `carrierLabel` is the seed's (English) label of the carrier. */
function kinds(carrierLabel: string): Array<[string, (language: Language, storefront: Storefront) => EmailMessage]> {
  const to = 'a@example.com';
  const compose =
    <D>(template: EmailTemplate<D>, data: D) =>
    (language: Language, storefront: Storefront) =>
      composeEmail(template, to, data, language, storefront);
  return [
    ['order-confirmation', compose(orderConfirmation, order)],
    [
      'payment-pending',
      compose(paymentPending, {
        ...order,
        instructions: {
          accountHolder: 'Seed Storefront B.V.',
          iban: 'NL91ABNA0417164300',
          bic: 'ABNANL2A',
          reference: 'SF100001',
        },
      }),
    ],
    ['payment-failed', compose(paymentFailed, { number: 'SF100001', link })],
    [
      'shipment-dispatched (tracked)',
      compose(shipmentDispatched, {
        number: 'SF100001',
        carrierLabel,
        tracked: true,
        lines: order.lines,
        trackingCode: 'TRK1',
        trackingUrl: 'https://tracking.example/TRK1',
        link,
      }),
    ],
    [
      'shipment-dispatched (untracked)',
      compose(shipmentDispatched, {
        number: 'SF100001',
        carrierLabel,
        tracked: false,
        trackingCode: null,
        trackingUrl: null,
        link,
      }),
    ],
    ['order-status-link', compose(orderStatusLink, { orders: [{ number: 'SF100001', link }], hours: 24 })],
    ['newsletter-confirm', compose(newsletterConfirm, { url: 'https://shop.test/n?t=1', validHours: 72, percent: 10 })],
    ['newsletter-welcome', compose(newsletterWelcome, { code: 'NEWS-ABCD-EFGH', percent: 10 })],
    ['email-change-confirm', compose(emailChangeConfirm, { url: 'https://shop.test/c?t=1', validHours: 24 })],
    [
      'email-change-taken',
      compose(emailChangeTaken, { loginUrl: 'https://shop.test/login', forgotUrl: 'https://shop.test/forgot' }),
    ],
    ['email-changed', compose(emailChanged, { newEmail: 'b@example.com', contactUrl: 'https://shop.test/contact' })],
    [
      'support-message-copy',
      compose(supportMessageCopy, { name: 'Ada', email: to, message: 'Wo ist mein Paket?', reference: 42 }),
    ],
    ['account-welcome', (language) => accountEmails.welcome(to, language, 'Ada', 'https://shop.test/login')],
    [
      'account-exists',
      (language) => accountEmails.exists(to, language, 'https://shop.test/login', 'https://shop.test/forgot'),
    ],
    ['password-reset', (language) => accountEmails.reset(to, language, 'https://shop.test/reset?t=1')],
  ];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const has = (text: string, phrase: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${escape(phrase)}(?![\\p{L}\\p{N}])`, 'u').test(text);

/** What the e-mails show of the data they are given: names, not English copy. */
const DATA_TEXT = ['Amnesia Haze', 'Wo ist mein Paket?', 'Ada'];

/** The runs of words of an English e-mail between its data (addresses, amounts, codes): "Thank you for your order". */
function englishRuns(text: string): string[] {
  return DATA_TEXT.reduce((rest, data) => rest.replaceAll(data, '\n'), text)
    .split(/\n|https?:\/\/\S+|\S*\d\S*|[.:;!?()–—]|\s-\s/)
    .map((run) => run.trim().replace(/^[,\s]+|[,\s]+$/g, ''))
    .filter((run) => run.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length >= 2);
}

/** English month names that differ in `language`. */
const englishMonths = (language: Other) =>
  Array.from({ length: 12 }, (_, m) => new Date(Date.UTC(2026, m, 15)))
    .map((d) => [d.toLocaleString('en', { month: 'long' }), d.toLocaleString(language, { month: 'long' })])
    .filter(([en, other]) => en!.toLowerCase() !== other!.toLowerCase())
    .map(([en]) => en!);

describe('e-mails in German, Dutch and French', () => {
  it('hold no English: no copy of the English e-mail, no English data name, no ISO or English-month date', async () => {
    const carriers = (await t.db.query<{ label: string }>('SELECT DISTINCT label FROM carriers')).rows.map(
      (r) => r.label,
    );
    const payments = (
      await t.db.query<{ name: string }>("SELECT DISTINCT name FROM payment_options WHERE storefront = 'en'")
    ).rows.map((r) => r.name);
    const countries = (await t.db.query<{ iso: string }>('SELECT DISTINCT iso FROM countries')).rows.map((r) => r.iso);
    expect(carriers.length).toBeGreaterThan(0);

    const problems: string[] = [];
    for (const carrier of carriers)
      for (const [kind, render] of kinds(carrier))
        for (const language of OTHERS) {
          const storefront = language === 'de' ? STOREFRONTS.de : STOREFRONTS.en;
          const english = render('en', storefront);
          const mail = render(language, storefront);
          const text = `${mail.subject}\n${mail.text}`;
          const englishText = `${english.subject}\n${english.text}`;
          const regionNames = new Intl.DisplayNames(language, { type: 'region' });
          const englishNames = new Intl.DisplayNames('en', { type: 'region' });
          const phrases = [
            // The shop's name is a name ("Seed Storefront B.V."); the region after it is checked as a country.
            ...englishRuns(englishText).filter((run) => !run.startsWith('Seed Storefront')),
            carrier,
            // One-word payment names are brands, the same in every language (iDEAL, Klarna, Bitcoin).
            ...payments.filter((name) => /\s/.test(name)),
            ...countries
              .filter((iso) => englishNames.of(iso) !== regionNames.of(iso))
              .map((iso) => englishNames.of(iso)!),
            ...(language === 'fr' ? [] : ['Europe']),
          ];
          for (const phrase of new Set(phrases))
            if (has(text, phrase)) problems.push(`${kind} ${language}: "${phrase}"`);
          const iso = /\b\d{4}-\d{2}-\d{2}\b/.exec(text);
          if (iso) problems.push(`${kind} ${language}: ISO date ${iso[0]}`);
          const month = new RegExp(`\\b(${englishMonths(language).join('|')})\\b`).exec(text);
          if (month) problems.push(`${kind} ${language}: English month ${month[0]}`);
        }
    expect([...new Set(problems)]).toEqual([]);
  });

  it('would catch an English sentence and an English carrier name (the check itself)', () => {
    const runs = englishRuns('Order SF100001: payment complete\nThank you for your order SF100001.');
    expect(runs).toEqual(['payment complete', 'Thank you for your order']);
    expect(has('Ihre Sendung ist mit Priority Tracked Parcel unterwegs', 'Priority Tracked Parcel')).toBe(true);
    expect(has('Sendungsverfolgung', 'Tracked')).toBe(false);
  });
});
