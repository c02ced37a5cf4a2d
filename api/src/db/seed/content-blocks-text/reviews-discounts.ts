import type { Language } from '@storefront/shared-contracts';
import type { PageVersion } from './types';

const PROFILES = [
  { name: 'Trustpilot', url: 'https://www.trustpilot.com/review/seedshop.example', rating: 4.6, reviewCount: 2814 },
  { name: 'Google', url: 'https://g.page/seedshop-example/review', rating: 4.7, reviewCount: 1206 },
  { name: 'Feefo', url: 'https://www.feefo.com/reviews/seedshop-example', rating: 4.5, reviewCount: 640 },
];

/** The shop's reviews and its discount codes (their live data comes from the api), per language. */
export const reviews: Record<Language, PageVersion> = {
  en: {
    title: 'Shop reviews',
    summary: 'What growers say about our seeds, shipping and support, with links to independent review sites.',
    blocks: [
      {
        type: 'rich-text',
        paragraphs: ['We collect reviews on independent review sites so you can read unfiltered opinions.'],
      },
      { type: 'shop-reviews', heading: 'What growers say', profiles: PROFILES },
      { type: 'product-carousel', heading: "Our customers' best sellers", collection: 'best-sellers', limit: 4 },
    ],
  },
  de: {
    title: 'Shop-Bewertungen',
    summary:
      'Was Gärtner über unsere Samen, den Versand und den Support sagen, mit Links zu unabhängigen Bewertungsportalen.',
    blocks: [
      {
        type: 'rich-text',
        paragraphs: [
          'Wir sammeln Bewertungen auf unabhängigen Portalen, damit du ungefilterte Meinungen lesen kannst.',
        ],
      },
      { type: 'shop-reviews', heading: 'Was Gärtner sagen', profiles: PROFILES },
      {
        type: 'product-carousel',
        heading: 'Die Bestseller unserer Kunden',
        collection: 'best-sellers',
        limit: 4,
      },
    ],
  },
  nl: {
    title: 'Winkelbeoordelingen',
    summary:
      'Wat kwekers zeggen over onze zaden, verzending en support, met links naar onafhankelijke beoordelingssites.',
    blocks: [
      {
        type: 'rich-text',
        paragraphs: ['We verzamelen beoordelingen op onafhankelijke sites, zodat je ongefilterde meningen kunt lezen.'],
      },
      { type: 'shop-reviews', heading: 'Wat kwekers zeggen', profiles: PROFILES },
      {
        type: 'product-carousel',
        heading: 'Bestsellers bij onze klanten',
        collection: 'best-sellers',
        limit: 4,
      },
    ],
  },
  fr: {
    title: 'Avis sur la boutique',
    summary:
      "Ce que les cultivateurs disent de nos graines, de l'expédition et de l'assistance, avec des liens vers des sites d'avis indépendants.",
    blocks: [
      {
        type: 'rich-text',
        paragraphs: [
          'Nous recueillons les avis sur des sites indépendants pour que vous puissiez lire des opinions non filtrées.',
        ],
      },
      { type: 'shop-reviews', heading: 'Ce que disent les cultivateurs', profiles: PROFILES },
      {
        type: 'product-carousel',
        heading: 'Les meilleures ventes auprès de nos clients',
        collection: 'best-sellers',
        limit: 4,
      },
    ],
  },
};

export const discountCodes: Record<Language, PageVersion> = {
  en: {
    title: 'Discount codes',
    summary: 'The discount codes you can use right now, with their conditions, and 10% off for newsletter subscribers.',
    blocks: [
      {
        type: 'rich-text',
        paragraphs: ['Enter a discount code in the cart to apply it to your order. One code per order.'],
      },
      { type: 'discount-codes', heading: 'Current codes' },
      {
        type: 'rich-text',
        heading: 'Newsletter',
        paragraphs: ['Sign up for the newsletter and get 10% off: your personal code arrives in the welcome e-mail.'],
      },
    ],
  },
  de: {
    title: 'Rabattcodes',
    summary:
      'Die Rabattcodes, die du jetzt einlösen kannst, mit ihren Bedingungen, und 10 % für Newsletter-Abonnenten.',
    blocks: [
      {
        type: 'rich-text',
        paragraphs: [
          'Gib einen Rabattcode im Warenkorb ein, um ihn auf deine Bestellung anzuwenden. Ein Code pro Bestellung.',
        ],
      },
      { type: 'discount-codes', heading: 'Aktuelle Codes' },
      {
        type: 'rich-text',
        heading: 'Newsletter',
        paragraphs: [
          'Melde dich für den Newsletter an und erhalte 10 % Rabatt: Dein persönlicher Code kommt mit der Willkommens-E-Mail.',
        ],
      },
    ],
  },
  nl: {
    title: 'Kortingscodes',
    summary: 'De kortingscodes die je nu kunt gebruiken, met hun voorwaarden, en 10% korting voor nieuwsbriefabonnees.',
    blocks: [
      {
        type: 'rich-text',
        paragraphs: [
          'Vul een kortingscode in de winkelwagen in om hem op je bestelling toe te passen. Eén code per bestelling.',
        ],
      },
      { type: 'discount-codes', heading: 'Actuele codes' },
      {
        type: 'rich-text',
        heading: 'Nieuwsbrief',
        paragraphs: [
          'Schrijf je in voor de nieuwsbrief en krijg 10% korting: je persoonlijke code staat in de welkomstmail.',
        ],
      },
    ],
  },
  fr: {
    title: 'Codes de réduction',
    summary:
      "Les codes de réduction utilisables dès maintenant, avec leurs conditions, et 10 % de remise pour les abonnés à la lettre d'information.",
    blocks: [
      {
        type: 'rich-text',
        paragraphs: [
          'Saisissez un code de réduction dans le panier pour l’appliquer à votre commande. Un code par commande.',
        ],
      },
      { type: 'discount-codes', heading: 'Codes en cours' },
      {
        type: 'rich-text',
        heading: "Lettre d'information",
        paragraphs: [
          "Inscrivez-vous à la lettre d'information et profitez de 10 % de remise : votre code personnel arrive dans l'e-mail de bienvenue.",
        ],
      },
    ],
  },
};
