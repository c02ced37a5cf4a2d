import type { Language } from '@storefront/shared-contracts';
import type { PageVersion } from './types';

/** Shipping and delivery, payment processing (their tables come from the storefront's settings), per language. */
export const shippingDelivery: Record<Language, PageVersion> = {
  en: {
    title: 'Shipping & delivery',
    summary:
      'Discreet shipping from the Netherlands with tracked and untracked options, transit times per country and free shipping thresholds.',
    blocks: [
      {
        type: 'rich-text',
        paragraphs: [
          'Orders leave our warehouse within one business day. Every parcel is plain, without any mention of seeds or cannabis.',
        ],
      },
      {
        type: 'shipping-table',
        heading: 'Transit times per country',
        note: 'Is your country not listed? Please use the contact form and we will see what we can do.',
      },
    ],
  },
  de: {
    title: 'Versand & Lieferung',
    summary:
      'Diskreter Versand aus den Niederlanden, mit und ohne Sendungsverfolgung, Lieferzeiten pro Land und Grenzen für kostenlosen Versand.',
    blocks: [
      {
        type: 'rich-text',
        paragraphs: [
          'Bestellungen verlassen unser Lager innerhalb eines Werktags. Jedes Paket ist neutral, ohne Hinweis auf Samen oder Cannabis.',
        ],
      },
      {
        type: 'shipping-table',
        heading: 'Lieferzeiten pro Land',
        note: 'Dein Land ist nicht aufgeführt? Bitte nutze das Kontaktformular, und wir sehen, was wir tun können.',
      },
    ],
  },
  nl: {
    title: 'Verzending & levering',
    summary:
      'Discrete verzending vanuit Nederland, met en zonder track & trace, levertijden per land en grenzen voor gratis verzending.',
    blocks: [
      {
        type: 'rich-text',
        paragraphs: [
          'Bestellingen verlaten ons magazijn binnen één werkdag. Elk pakket is neutraal, zonder vermelding van zaden of cannabis.',
        ],
      },
      {
        type: 'shipping-table',
        heading: 'Levertijden per land',
        note: 'Staat je land er niet bij? Gebruik dan het contactformulier, dan kijken we wat we kunnen doen.',
      },
    ],
  },
  fr: {
    title: 'Expédition et livraison',
    summary:
      'Expédition discrète depuis les Pays-Bas, avec ou sans suivi, délais par pays et seuils de livraison gratuite.',
    blocks: [
      {
        type: 'rich-text',
        paragraphs: [
          'Les commandes quittent notre entrepôt sous un jour ouvré. Chaque colis est neutre, sans mention de graines ni de cannabis.',
        ],
      },
      {
        type: 'shipping-table',
        heading: 'Délais de livraison par pays',
        note: "Votre pays n'est pas dans la liste ? Utilisez le formulaire de contact et nous verrons ce que nous pouvons faire.",
      },
    ],
  },
};

export const paymentProcessing: Record<Language, PageVersion> = {
  en: {
    title: 'Payment processing',
    summary: 'Card payments, bank transfer, Klarna, iDEAL, Bitcoin and more: availability varies per region.',
    blocks: [
      {
        type: 'rich-text',
        paragraphs: ['Pay the way you prefer. The payment methods offered depend on your region and delivery country.'],
      },
      { type: 'payment-methods', heading: 'Payment methods' },
      {
        type: 'rich-text',
        heading: 'Failed payments',
        paragraphs: [
          'If a payment fails you can choose another method from the order overview and complete the payment there.',
        ],
      },
    ],
  },
  de: {
    title: 'Zahlungsabwicklung',
    summary: 'Kartenzahlung, Überweisung, Klarna, Bitcoin und mehr: Die Verfügbarkeit hängt von der Region ab.',
    blocks: [
      {
        type: 'rich-text',
        paragraphs: [
          'Bezahle so, wie du möchtest. Die angebotenen Zahlungsarten hängen von deiner Region und deinem Lieferland ab.',
        ],
      },
      { type: 'payment-methods', heading: 'Zahlungsarten' },
      {
        type: 'rich-text',
        heading: 'Fehlgeschlagene Zahlungen',
        paragraphs: [
          'Schlägt eine Zahlung fehl, kannst du in der Bestellübersicht eine andere Zahlungsart wählen und dort bezahlen.',
        ],
      },
    ],
  },
  nl: {
    title: 'Betalingsverwerking',
    summary: 'Kaartbetaling, overschrijving, Klarna, iDEAL, Bitcoin en meer: de beschikbaarheid verschilt per regio.',
    blocks: [
      {
        type: 'rich-text',
        paragraphs: ['Betaal zoals jij wilt. Welke betaalmethoden we aanbieden, hangt af van je regio en afleverland.'],
      },
      { type: 'payment-methods', heading: 'Betaalmethoden' },
      {
        type: 'rich-text',
        heading: 'Mislukte betalingen',
        paragraphs: [
          'Mislukt een betaling, dan kies je in het besteloverzicht een andere betaalmethode en rond je de betaling daar af.',
        ],
      },
    ],
  },
  fr: {
    title: 'Traitement des paiements',
    summary: 'Carte bancaire, virement, Klarna, iDEAL, Bitcoin et plus : la disponibilité varie selon la région.',
    blocks: [
      {
        type: 'rich-text',
        paragraphs: [
          'Payez comme vous le souhaitez. Les moyens de paiement proposés dépendent de votre région et du pays de livraison.',
        ],
      },
      { type: 'payment-methods', heading: 'Moyens de paiement' },
      {
        type: 'rich-text',
        heading: 'Paiements échoués',
        paragraphs: [
          'Si un paiement échoue, vous pouvez choisir un autre moyen depuis le récapitulatif de commande et y finaliser le paiement.',
        ],
      },
    ],
  },
};
