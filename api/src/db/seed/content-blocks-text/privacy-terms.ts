import type { Language } from '@storefront/shared-contracts';
import type { PageVersion } from './types';

/** The privacy policy and the terms and conditions, per language. */
export const privacyPolicy: Record<Language, PageVersion> = {
  en: {
    title: 'Privacy policy',
    summary: 'Which personal data we keep, why, for how long, and your rights.',
    blocks: [
      {
        type: 'rich-text',
        paragraphs: ['We keep only the data we need to deliver your order and to answer your questions.'],
      },
      {
        type: 'rich-text',
        heading: 'Cookies',
        paragraphs: [
          'Functional cookies keep your cart, region and consent. Analytical and marketing cookies are set only when you allow them.',
          'To keep the shop working, your browser reports page loads, errors and parts of a page that could not be shown; we keep only anonymous counts per minute, never your address, your cookies or the pages you visited. How fast pages load and respond is measured only when you allow analytical cookies.',
        ],
      },
      {
        type: 'rich-text',
        heading: 'Your rights',
        paragraphs: [
          'You may ask for a copy of your data, its correction or its deletion at any time through the contact form.',
        ],
      },
    ],
  },
  de: {
    title: 'Datenschutzerklärung',
    summary: 'Welche persönlichen Daten wir speichern, warum, wie lange, und deine Rechte.',
    blocks: [
      {
        type: 'rich-text',
        paragraphs: [
          'Wir speichern nur die Daten, die wir brauchen, um deine Bestellung zu liefern und deine Fragen zu beantworten.',
        ],
      },
      {
        type: 'rich-text',
        heading: 'Cookies',
        paragraphs: [
          'Funktionale Cookies merken sich deinen Warenkorb, deine Region und deine Einwilligung. Analyse- und Marketing-Cookies setzen wir nur, wenn du es erlaubst.',
          'Damit der Shop funktioniert, meldet dein Browser Seitenaufrufe, Fehler und Seitenteile, die nicht angezeigt werden konnten; wir behalten nur anonyme Zählungen pro Minute, nie deine Adresse, deine Cookies oder die besuchten Seiten. Wie schnell Seiten laden und reagieren, messen wir nur, wenn du Analyse-Cookies erlaubst.',
        ],
      },
      {
        type: 'rich-text',
        heading: 'Deine Rechte',
        paragraphs: [
          'Du kannst jederzeit über das Kontaktformular eine Kopie deiner Daten, ihre Berichtigung oder ihre Löschung verlangen.',
        ],
      },
    ],
  },
  nl: {
    title: 'Privacybeleid',
    summary: 'Welke persoonsgegevens we bewaren, waarom, hoe lang, en jouw rechten.',
    blocks: [
      {
        type: 'rich-text',
        paragraphs: [
          'We bewaren alleen de gegevens die we nodig hebben om je bestelling te leveren en je vragen te beantwoorden.',
        ],
      },
      {
        type: 'rich-text',
        heading: 'Cookies',
        paragraphs: [
          'Functionele cookies onthouden je winkelwagen, regio en toestemming. Analytische en marketingcookies plaatsen we alleen als je dat toestaat.',
          "Om de winkel werkend te houden, meldt je browser paginabezoeken, fouten en delen van een pagina die niet getoond konden worden; we bewaren alleen anonieme tellingen per minuut, nooit je adres, je cookies of de pagina's die je bezocht. Hoe snel pagina's laden en reageren meten we alleen als je analytische cookies toestaat.",
        ],
      },
      {
        type: 'rich-text',
        heading: 'Jouw rechten',
        paragraphs: [
          'Je kunt via het contactformulier altijd een kopie van je gegevens, een correctie of verwijdering vragen.',
        ],
      },
    ],
  },
  fr: {
    title: 'Politique de confidentialité',
    summary: 'Quelles données personnelles nous conservons, pourquoi, combien de temps, et vos droits.',
    blocks: [
      {
        type: 'rich-text',
        paragraphs: [
          'Nous ne conservons que les données nécessaires pour livrer votre commande et répondre à vos questions.',
        ],
      },
      {
        type: 'rich-text',
        heading: 'Cookies',
        paragraphs: [
          "Les cookies fonctionnels retiennent votre panier, votre région et votre consentement. Les cookies d'analyse et de marketing ne sont déposés qu'avec votre accord.",
          "Pour que la boutique fonctionne, votre navigateur signale les pages chargées, les erreurs et les parties de page qui n'ont pas pu s'afficher ; nous ne gardons que des comptages anonymes par minute, jamais votre adresse, vos cookies ni les pages visitées. La vitesse de chargement et de réaction des pages n'est mesurée qu'avec votre accord pour les cookies d'analyse.",
        ],
      },
      {
        type: 'rich-text',
        heading: 'Vos droits',
        paragraphs: [
          'Vous pouvez demander à tout moment une copie, la correction ou la suppression de vos données via le formulaire de contact.',
        ],
      },
    ],
  },
};

export const termsConditions: Record<Language, PageVersion> = {
  en: {
    title: 'Terms & conditions',
    summary: 'The terms of every order: age requirement, prices, delivery, liability and applicable law.',
    blocks: [
      {
        type: 'rich-text',
        paragraphs: [
          'You must be 18 or older to order. Seeds are sold as souvenirs and for storage; you are responsible for complying with local law.',
        ],
      },
      {
        type: 'rich-text',
        heading: 'Prices',
        paragraphs: ["Prices are shown in your region's currency and include VAT where applicable."],
      },
    ],
  },
  de: {
    title: 'Allgemeine Geschäftsbedingungen',
    summary: 'Die Bedingungen jeder Bestellung: Mindestalter, Preise, Lieferung, Haftung und anwendbares Recht.',
    blocks: [
      {
        type: 'rich-text',
        paragraphs: [
          'Du musst mindestens 18 Jahre alt sein, um zu bestellen. Samen werden als Souvenir und zur Aufbewahrung verkauft; für die Einhaltung der örtlichen Gesetze bist du selbst verantwortlich.',
        ],
      },
      {
        type: 'rich-text',
        heading: 'Preise',
        paragraphs: [
          'Preise werden in der Währung deiner Region angezeigt und enthalten, wo zutreffend, die Mehrwertsteuer.',
        ],
      },
    ],
  },
  nl: {
    title: 'Algemene voorwaarden',
    summary:
      'De voorwaarden van elke bestelling: minimumleeftijd, prijzen, levering, aansprakelijkheid en toepasselijk recht.',
    blocks: [
      {
        type: 'rich-text',
        paragraphs: [
          'Je moet 18 jaar of ouder zijn om te bestellen. Zaden worden verkocht als souvenir en om te bewaren; je bent zelf verantwoordelijk voor het naleven van de lokale wetgeving.',
        ],
      },
      {
        type: 'rich-text',
        heading: 'Prijzen',
        paragraphs: [
          'Prijzen worden getoond in de valuta van je regio en zijn inclusief btw waar die van toepassing is.',
        ],
      },
    ],
  },
  fr: {
    title: 'Conditions générales',
    summary: 'Les conditions de chaque commande : âge minimum, prix, livraison, responsabilité et droit applicable.',
    blocks: [
      {
        type: 'rich-text',
        paragraphs: [
          'Vous devez avoir 18 ans ou plus pour commander. Les graines sont vendues comme souvenirs et pour la conservation ; le respect de la loi locale vous incombe.',
        ],
      },
      {
        type: 'rich-text',
        heading: 'Prix',
        paragraphs: ['Les prix sont affichés dans la devise de votre région et incluent la TVA le cas échéant.'],
      },
    ],
  },
};
