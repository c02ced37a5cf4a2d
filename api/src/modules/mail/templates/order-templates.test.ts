import { LANGUAGES, STOREFRONTS } from '@storefront/shared-contracts';
import { composeEmail } from './compose-email';
import { orderConfirmation } from './order-confirmation';
import { orderStatusLink } from './order-status-link';
import type { OrderSummary } from './order-summary';
import { paymentFailed } from './payment-failed';
import { paymentPending } from './payment-pending';
import { shipmentDispatched } from './shipment-dispatched';

const plain = (text: string) => text.replace(/\u00a0/g, ' ');
const link = 'https://shop.test/order-overview?order=SF100001&key=abc';
const order: OrderSummary = {
  number: 'SF100001',
  lines: [{ name: 'Amnesia Haze', seeds: 5, quantity: 2, lineTotal: 6000 }],
  subtotal: 6000,
  discount: 600,
  coupon: 'GROW10',
  shipping: 0,
  total: 5400,
  link,
};
const instructions = {
  accountHolder: 'Seed Storefront B.V.',
  iban: 'NL91ABNA0417164300',
  bic: 'ABNANL2A',
  reference: 'SF100001',
};

describe('order e-mail templates', () => {
  it('write each order e-mail in every language, different per language, with HTML and text', () => {
    const kinds = [
      [orderConfirmation, order],
      [paymentPending, { ...order, instructions }],
      [paymentFailed, { number: 'SF100001', link }],
      [
        shipmentDispatched,
        {
          number: 'SF100001',
          carrierLabel: 'Priority Tracked Parcel',
          trackingCode: 'TRK1',
          trackingUrl: 'https://tracking.asendia.com/tracking/TRK1',
          link,
        },
      ],
      [orderStatusLink, { orders: [{ number: 'SF100001', link }], hours: 24 }],
    ] as const;
    for (const [template, data] of kinds) {
      const subjects = new Set<string>();
      for (const language of LANGUAGES) {
        // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each pair matches; the tuple loses it
        const mail = composeEmail(template as any, 'a@example.com', data, language, STOREFRONTS.en);
        expect(mail.template).toBe(template.name);
        expect(mail.subject).toMatch(/SF100001|Seed Storefront/);
        expect(mail.text).toContain(link);
        expect(mail.html).toContain(`<html lang="${language}">`);
        expect(mail.html).toContain('href="https://shop.test/order-overview?order=SF100001&amp;key=abc"');
        subjects.add(mail.subject);
      }
      expect(subjects.size).toBe(LANGUAGES.length);
    }
  });

  it('list the lines and totals of the confirmation in the storefront currency', () => {
    const en = composeEmail(orderConfirmation, 'a@example.com', order, 'en', STOREFRONTS.uk);
    expect(en.text).toContain('2 × Amnesia Haze (5 seeds): £60.00');
    expect(en.text).toContain('Discount (GROW10): -£6.00');
    expect(en.text).toContain('Shipping: Free');
    expect(en.text).toContain('Total: £54.00');
    expect(en.text).toContain('dispatched');
    const de = composeEmail(orderConfirmation, 'a@example.com', order, 'de', STOREFRONTS.de);
    expect(plain(de.text)).toContain('Gesamt: 54,00 €');
    expect(de.subject).toBe('Bestellung SF100001: Zahlung abgeschlossen');
  });

  it('name the order date and the shipping method in the language of the e-mail', () => {
    const facts = { ...order, placedAt: '2026-11-20T10:00:00.000Z', shippingMethod: { tracked: true } };
    const en = plain(composeEmail(orderConfirmation, 'a@example.com', facts, 'en', STOREFRONTS.uk).text);
    expect(en).toContain('Order date: 20 November 2026');
    expect(en).toContain('Shipping method: Priority Tracked Parcel');
    const de = plain(
      composeEmail(paymentPending, 'a@example.com', { ...facts, instructions }, 'de', STOREFRONTS.de).text,
    );
    expect(de).toContain('Bestelldatum: 20. November 2026');
    expect(de).toContain('Versandart: Priority-Paket mit Sendungsverfolgung');
    const fr = plain(
      composeEmail(
        orderConfirmation,
        'a@example.com',
        { ...facts, shippingMethod: { tracked: false } },
        'fr',
        STOREFRONTS.en,
      ).text,
    );
    expect(fr).toContain('Mode de livraison: Courrier ordinaire sans suivi');
  });

  it('list what a dispatched shipment holds, with pack sizes, and name its method in the language', () => {
    const mail = composeEmail(
      shipmentDispatched,
      'a@example.com',
      {
        number: 'SF1',
        carrierLabel: 'Priority Tracked Parcel',
        tracked: true,
        lines: [
          { name: 'White Widow', seeds: 1, quantity: 1 },
          { name: 'White Widow', seeds: 5, quantity: 2 },
        ],
        trackingCode: '3SABC',
        trackingUrl: 'https://jouw.postnl.nl/track-and-trace/3SABC-NL-1015AA',
        link,
      },
      'nl',
      STOREFRONTS.en,
    );
    expect(mail.text).toContain('met Priority-pakket met track & trace');
    expect(mail.text).toContain('1 × White Widow: 1 zaad');
    expect(mail.text).toContain('2 × White Widow: 5 zaden');
  });

  it('give the transfer instructions while a payment is pending', () => {
    const mail = composeEmail(paymentPending, 'a@example.com', { ...order, instructions }, 'nl', STOREFRONTS.en);
    for (const part of ['NL91ABNA0417164300', 'ABNANL2A', 'Seed Storefront B.V.', 'Kenmerk: SF100001']) {
      expect(mail.text).toContain(part);
    }
    expect(plain(mail.text)).toContain('Bedrag: € 54,00');
  });

  it('say "1 seed" and "5 seeds" by the plural rules of every language', () => {
    const single = {
      ...order,
      lines: [{ name: 'White Widow', seeds: 1, quantity: 2, lineTotal: 1000 }, ...order.lines],
    };
    const expected = {
      en: ['2 × White Widow (1 seed):', '2 × Amnesia Haze (5 seeds):'],
      de: ['2 × White Widow (1 Samen):', '2 × Amnesia Haze (5 Samen):'],
      nl: ['2 × White Widow (1 zaad):', '2 × Amnesia Haze (5 zaden):'],
      fr: ['2 × White Widow (1 graine)', '2 × Amnesia Haze (5 graines)'],
    } as const;
    for (const language of LANGUAGES) {
      const text = plain(
        composeEmail(paymentPending, 'a@example.com', { ...single, instructions }, language, STOREFRONTS.en).text,
      );
      for (const part of expected[language]) expect(text).toContain(part);
      expect(text).not.toMatch(/\b1 (seeds|zaden|graines)\b/);
    }
  });

  it('name the order number once in the pending-payment e-mail, with the reference in the table', () => {
    for (const language of LANGUAGES) {
      const mail = composeEmail(paymentPending, 'a@example.com', { ...order, instructions }, language, STOREFRONTS.en);
      // No line that is the order number alone (the reference's row and the first sentence already say it).
      expect(mail.text.split('\n').filter((line) => line.trim() === 'SF100001')).toEqual([]);
    }
  });

  it('link the tracking page when dispatched, and say so when a shipment is untracked', () => {
    const tracked = composeEmail(
      shipmentDispatched,
      'a@example.com',
      {
        number: 'SF1',
        carrierLabel: 'Royal Mail',
        trackingCode: 'T1',
        trackingUrl: 'https://tracking.asendia.com/tracking/T1',
        link,
      },
      'en',
      STOREFRONTS.uk,
    );
    expect(tracked.subject).toBe('Order SF1: your parcel has been dispatched');
    expect(tracked.text).toContain('Track your shipment (T1): https://tracking.asendia.com/tracking/T1');
    const untracked = composeEmail(
      shipmentDispatched,
      'a@example.com',
      { number: 'SF1', carrierLabel: 'Regular Untracked Mail', trackingCode: null, trackingUrl: null, link },
      'fr',
      STOREFRONTS.en,
    );
    expect(untracked.text).toContain('Ce colis est envoyé sans suivi.');
  });
});
