import type { Language } from '@storefront/shared-contracts';
import type { PageVersion } from './types';

/** Work and careers (route `work-careers`), per language. */
export const workCareers: Record<Language, PageVersion> = {
  en: {
    title: 'Work & careers',
    summary: 'Open positions in our warehouse, grow team and customer support.',
    blocks: [
      {
        type: 'rich-text',
        paragraphs: ['We are a small team that likes to grow. Open positions are listed here as they come up.'],
      },
      {
        type: 'faq-list',
        heading: 'Open positions',
        items: [
          {
            question: 'Warehouse assistant (Netherlands, part time)',
            answer: 'You pack orders with care and keep our seed stock cool, dark and dry.',
          },
          {
            question: 'Customer support agent (remote, German and English)',
            answer: 'You answer growers by chat and e-mail within 24 hours.',
          },
        ],
      },
      {
        type: 'call-to-action',
        heading: 'Interested?',
        text: 'Send us a short message about yourself through the contact form.',
        label: 'Apply now',
        routeId: 'contact',
      },
    ],
  },
  de: {
    title: 'Arbeit & Karriere',
    summary: 'Offene Stellen in unserem Lager, im Anbau-Team und im Kundenservice.',
    blocks: [
      {
        type: 'rich-text',
        paragraphs: [
          'Wir sind ein kleines Team, das gerne wächst. Offene Stellen findest du hier, sobald es sie gibt.',
        ],
      },
      {
        type: 'faq-list',
        heading: 'Offene Stellen',
        items: [
          {
            question: 'Lagerhilfe (Niederlande, Teilzeit)',
            answer: 'Du packst Bestellungen mit Sorgfalt und hältst unseren Samenbestand kühl, dunkel und trocken.',
          },
          {
            question: 'Kundenservice (remote, Deutsch und Englisch)',
            answer: 'Du antwortest Gärtnern per Chat und E-Mail innerhalb von 24 Stunden.',
          },
        ],
      },
      {
        type: 'call-to-action',
        heading: 'Interesse?',
        text: 'Schick uns über das Kontaktformular eine kurze Nachricht über dich.',
        label: 'Jetzt bewerben',
        routeId: 'contact',
      },
    ],
  },
  nl: {
    title: 'Werken bij ons',
    summary: 'Vacatures in ons magazijn, kweekteam en klantenservice.',
    blocks: [
      {
        type: 'rich-text',
        paragraphs: ['We zijn een klein team dat graag groeit. Vacatures staan hier zodra ze er zijn.'],
      },
      {
        type: 'faq-list',
        heading: 'Vacatures',
        items: [
          {
            question: 'Magazijnmedewerker (Nederland, parttime)',
            answer: 'Je pakt bestellingen zorgvuldig in en houdt onze zaadvoorraad koel, donker en droog.',
          },
          {
            question: 'Klantenservicemedewerker (op afstand, Duits en Engels)',
            answer: 'Je beantwoordt kwekers via chat en e-mail binnen 24 uur.',
          },
        ],
      },
      {
        type: 'call-to-action',
        heading: 'Interesse?',
        text: 'Stuur ons via het contactformulier een kort bericht over jezelf.',
        label: 'Solliciteer nu',
        routeId: 'contact',
      },
    ],
  },
  fr: {
    title: 'Emploi et carrières',
    summary: 'Postes ouverts dans notre entrepôt, notre équipe de culture et notre service client.',
    blocks: [
      {
        type: 'rich-text',
        paragraphs: [
          "Nous sommes une petite équipe qui aime grandir. Les postes ouverts sont publiés ici dès qu'ils existent.",
        ],
      },
      {
        type: 'faq-list',
        heading: 'Postes ouverts',
        items: [
          {
            question: 'Préparateur de commandes (Pays-Bas, temps partiel)',
            answer:
              'Vous emballez les commandes avec soin et gardez notre stock de graines au frais, au sec et à l’abri de la lumière.',
          },
          {
            question: 'Conseiller client (à distance, allemand et anglais)',
            answer: 'Vous répondez aux cultivateurs par chat et par e-mail sous 24 heures.',
          },
        ],
      },
      {
        type: 'call-to-action',
        heading: 'Intéressé ?',
        text: 'Envoyez-nous un court message sur vous via le formulaire de contact.',
        label: 'Postuler',
        routeId: 'contact',
      },
    ],
  },
};
