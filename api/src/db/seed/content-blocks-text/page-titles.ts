import type { Language } from '@storefront/shared-contracts';

type Titled = { title: string; summary: string };

/**
 * The titles and summaries (sitemap, search, page head) of the content pages other areas render (FAQ, price
 * list, Seedfinder, contact, order status), in de, nl and fr; their English ones are in content_pages.
 */
export const PAGE_TITLES: Record<
  'faq' | 'price-list' | 'seedfinder' | 'contact' | 'order-status',
  Record<Exclude<Language, 'en'>, Titled>
> = {
  faq: {
    de: {
      title: 'Häufige Fragen',
      summary: 'Antworten zu Bestellung, Versand, Zahlung, Keimung und unserer Garantie.',
    },
    nl: {
      title: 'Veelgestelde vragen',
      summary: 'Antwoorden over bestellen, verzending, betaling, kiemen en onze garantie.',
    },
    fr: {
      title: 'Questions fréquentes',
      summary: 'Les réponses sur la commande, la livraison, le paiement, la germination et notre garantie.',
    },
  },
  'price-list': {
    de: {
      title: 'Preisliste',
      summary: 'Jede Sorte und jede Samenpackung mit ihrem Preis, nach Namen filterbar.',
    },
    nl: { title: 'Prijslijst', summary: 'Elke soort en elke zadenverpakking met de prijs, te filteren op naam.' },
    fr: {
      title: 'Liste des prix',
      summary: 'Chaque variété et chaque paquet de graines avec son prix, filtrable par nom.',
    },
  },
  seedfinder: {
    de: {
      title: 'Seedfinder',
      summary: 'Beantworte ein paar Fragen und finde die Sorten, die zu deinem Anbau passen.',
    },
    nl: { title: 'Seedfinder', summary: 'Beantwoord een paar vragen en vind de soorten die bij jouw kweek passen.' },
    fr: {
      title: 'Seedfinder',
      summary: 'Répondez à quelques questions et trouvez les variétés adaptées à votre culture.',
    },
  },
  contact: {
    de: {
      title: 'Kontakt',
      summary:
        'Erreiche uns per Chatbot (rund um die Uhr), über die FAQ oder das Kontaktformular: Antwort innerhalb von 24 Stunden.',
    },
    nl: {
      title: 'Contact',
      summary:
        'Bereik ons via de chatbot (24/7), de veelgestelde vragen of het contactformulier: antwoord binnen 24 uur.',
    },
    fr: {
      title: 'Contact',
      summary: 'Joignez-nous par le chatbot (24 h/24), la FAQ ou le formulaire de contact : réponse sous 24 heures.',
    },
  },
  'order-status': {
    de: {
      title: 'Bestellstatus',
      summary: 'Sieh mit deiner Bestellnummer und E-Mail-Adresse nach, wo deine Bestellung ist.',
    },
    nl: {
      title: 'Bestelstatus',
      summary: 'Bekijk met je bestelnummer en e-mailadres waar je bestelling is.',
    },
    fr: {
      title: 'Suivi de commande',
      summary: 'Consultez où en est votre commande avec son numéro et votre adresse e-mail.',
    },
  },
};
