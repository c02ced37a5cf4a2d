import type { Language } from '@storefront/shared-contracts';
import type { PageVersion } from './types';

/** The refund and return policies, per language. */
export const refundPolicy: Record<Language, PageVersion> = {
  en: {
    title: 'Refund policy',
    summary: 'When and how we refund an order, and how long a refund takes.',
    blocks: [
      {
        type: 'rich-text',
        paragraphs: ['We refund orders that did not arrive, arrived damaged or were cancelled before shipping.'],
      },
      {
        type: 'rich-text',
        heading: 'How refunds work',
        paragraphs: ['Refunds go back to the original payment method within 14 days of approval.'],
      },
    ],
  },
  de: {
    title: 'Erstattungsrichtlinie',
    summary: 'Wann und wie wir eine Bestellung erstatten und wie lange eine Erstattung dauert.',
    blocks: [
      {
        type: 'rich-text',
        paragraphs: [
          'Wir erstatten Bestellungen, die nicht angekommen sind, beschädigt ankamen oder vor dem Versand storniert wurden.',
        ],
      },
      {
        type: 'rich-text',
        heading: 'So funktionieren Erstattungen',
        paragraphs: [
          'Erstattungen gehen innerhalb von 14 Tagen nach der Genehmigung an die ursprüngliche Zahlungsart zurück.',
        ],
      },
    ],
  },
  nl: {
    title: 'Terugbetalingsbeleid',
    summary: 'Wanneer en hoe we een bestelling terugbetalen, en hoe lang dat duurt.',
    blocks: [
      {
        type: 'rich-text',
        paragraphs: [
          'We betalen bestellingen terug die niet zijn aangekomen, beschadigd aankwamen of vóór verzending zijn geannuleerd.',
        ],
      },
      {
        type: 'rich-text',
        heading: 'Zo werkt terugbetalen',
        paragraphs: ['Het bedrag gaat binnen 14 dagen na goedkeuring terug naar de oorspronkelijke betaalmethode.'],
      },
    ],
  },
  fr: {
    title: 'Politique de remboursement',
    summary: 'Quand et comment nous remboursons une commande, et en combien de temps.',
    blocks: [
      {
        type: 'rich-text',
        paragraphs: [
          "Nous remboursons les commandes non arrivées, arrivées endommagées ou annulées avant l'expédition.",
        ],
      },
      {
        type: 'rich-text',
        heading: 'Comment se passe un remboursement',
        paragraphs: ["Le remboursement revient sur le moyen de paiement d'origine sous 14 jours après validation."],
      },
    ],
  },
};

export const returnPolicy: Record<Language, PageVersion> = {
  en: {
    title: 'Return policy',
    summary: 'Unopened seed packs can be returned within 14 days of delivery.',
    blocks: [
      {
        type: 'rich-text',
        paragraphs: [
          'Seeds are sold as souvenirs and for storage. Unopened packs in their original packaging can be returned within 14 days.',
        ],
      },
      {
        type: 'rich-text',
        heading: 'How to return',
        paragraphs: ['Contact support with your order number; we send you the return address and instructions.'],
      },
    ],
  },
  de: {
    title: 'Rückgaberichtlinie',
    summary: 'Ungeöffnete Samenpackungen können innerhalb von 14 Tagen nach Lieferung zurückgegeben werden.',
    blocks: [
      {
        type: 'rich-text',
        paragraphs: [
          'Samen werden als Souvenir und zur Aufbewahrung verkauft. Ungeöffnete Packungen in der Originalverpackung können innerhalb von 14 Tagen zurückgegeben werden.',
        ],
      },
      {
        type: 'rich-text',
        heading: 'So gibst du zurück',
        paragraphs: [
          'Kontaktiere den Support mit deiner Bestellnummer; wir schicken dir die Rücksendeadresse und eine Anleitung.',
        ],
      },
    ],
  },
  nl: {
    title: 'Retourbeleid',
    summary: 'Ongeopende zaadpakjes kun je binnen 14 dagen na levering terugsturen.',
    blocks: [
      {
        type: 'rich-text',
        paragraphs: [
          'Zaden worden verkocht als souvenir en om te bewaren. Ongeopende pakjes in de originele verpakking kun je binnen 14 dagen terugsturen.',
        ],
      },
      {
        type: 'rich-text',
        heading: 'Zo stuur je terug',
        paragraphs: [
          'Neem contact op met support en vermeld je bestelnummer; we sturen je het retouradres en de instructies.',
        ],
      },
    ],
  },
  fr: {
    title: 'Politique de retour',
    summary: 'Les paquets de graines non ouverts peuvent être retournés sous 14 jours après la livraison.',
    blocks: [
      {
        type: 'rich-text',
        paragraphs: [
          "Les graines sont vendues comme souvenirs et pour la conservation. Les paquets non ouverts dans leur emballage d'origine peuvent être retournés sous 14 jours.",
        ],
      },
      {
        type: 'rich-text',
        heading: 'Comment retourner',
        paragraphs: [
          "Contactez l'assistance avec votre numéro de commande ; nous vous envoyons l'adresse de retour et les instructions.",
        ],
      },
    ],
  },
};
