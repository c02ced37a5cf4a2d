import { ADA } from '../pages/checkout-page';

/** The card flow per storefront: the default one in English, /de in German. */
export const CARD_FLOWS = [
  {
    prefix: '',
    country: 'NL',
    card: /Credit card/,
    address: ADA,
    title: 'Payment complete',
    message: 'Your payment has been received.',
    subject: /^Order SF\d{6}: payment complete$/,
    discount: 'Discount (GROW10)',
    locale: 'en-IE',
    thankYou: 'Thank you for your order!',
    preparing: 'We are preparing your shipment.',
    packSize: /1 × .+ \(\d+ seeds?\)/,
    shippingMethod: /^(Priority Tracked Parcel|Regular Untracked Mail)$/,
    mailFacts: [/^Order date: /m, /^Shipping method: (Priority Tracked Parcel|Regular Untracked Mail)$/m],
  },
  {
    prefix: '/de',
    country: 'DE',
    card: /Kreditkarte/,
    address: { ...ADA, address1: 'Torstraße 1', city: 'Berlin', postalCode: '10119', phone: '+49 30 1234567' },
    title: 'Zahlung abgeschlossen',
    message: 'Deine Zahlung ist eingegangen.',
    subject: /^Bestellung SF\d{6}: Zahlung abgeschlossen$/,
    discount: 'Rabatt (GROW10)',
    locale: 'de-DE',
    thankYou: 'Vielen Dank für deine Bestellung!',
    preparing: 'Wir bereiten deine Sendung gerade vor.',
    packSize: /1 × .+ \(\d+ Samen\)/,
    shippingMethod: /^(Priority-Paket mit Sendungsverfolgung|Standardbrief ohne Sendungsverfolgung)$/,
    mailFacts: [
      /^Bestelldatum: /m,
      /^Versandart: (Priority-Paket mit Sendungsverfolgung|Standardbrief ohne Sendungsverfolgung)$/m,
    ],
  },
] as const;
