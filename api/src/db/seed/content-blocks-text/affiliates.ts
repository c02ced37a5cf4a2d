import type { Language } from '@storefront/shared-contracts';
import type { PageVersion } from './types';

/** The affiliate programme (route `affiliates`), per language. */
export const affiliates: Record<Language, PageVersion> = {
  en: {
    title: 'Affiliate programme',
    summary: 'Earn a commission on every order from visitors you refer to our shop.',
    blocks: [
      {
        type: 'rich-text',
        paragraphs: [
          'Run a grow blog, forum or channel? Join the affiliate programme and earn on every order you refer.',
        ],
      },
      {
        type: 'rich-text',
        heading: 'How it works',
        paragraphs: [
          'Share links with your affiliate id. Visitors are tracked for 90 days, and every order they place in that time counts for you.',
        ],
      },
      {
        type: 'faq-list',
        heading: 'Questions about the programme',
        items: [
          { question: 'What does it cost?', answer: 'Nothing: joining is free and there is no minimum.' },
          {
            question: 'When are commissions paid?',
            answer: 'Once a month, for every order that was delivered and not returned.',
          },
        ],
      },
      {
        type: 'call-to-action',
        heading: 'Ready to join?',
        text: 'Tell us about your site through the contact form and we set you up within two business days.',
        label: 'Contact us',
        routeId: 'contact',
      },
    ],
  },
  de: {
    title: 'Affiliate-Programm',
    summary: 'Verdiene eine Provision an jeder Bestellung von Besuchern, die du zu unserem Shop schickst.',
    blocks: [
      {
        type: 'rich-text',
        paragraphs: [
          'Du betreibst einen Anbau-Blog, ein Forum oder einen Kanal? Mach beim Affiliate-Programm mit und verdiene an jeder vermittelten Bestellung.',
        ],
      },
      {
        type: 'rich-text',
        heading: 'So funktioniert es',
        paragraphs: [
          'Teile Links mit deiner Affiliate-ID. Besucher werden 90 Tage lang zugeordnet, und jede Bestellung in dieser Zeit zählt für dich.',
        ],
      },
      {
        type: 'faq-list',
        heading: 'Fragen zum Programm',
        items: [
          { question: 'Was kostet es?', answer: 'Nichts: die Teilnahme ist kostenlos, und es gibt kein Minimum.' },
          {
            question: 'Wann werden Provisionen ausgezahlt?',
            answer: 'Einmal im Monat, für jede gelieferte und nicht zurückgeschickte Bestellung.',
          },
        ],
      },
      {
        type: 'call-to-action',
        heading: 'Bereit mitzumachen?',
        text: 'Erzähl uns über das Kontaktformular von deiner Seite, und wir richten dich innerhalb von zwei Werktagen ein.',
        label: 'Kontakt aufnehmen',
        routeId: 'contact',
      },
    ],
  },
  nl: {
    title: 'Affiliateprogramma',
    summary: 'Verdien commissie op elke bestelling van bezoekers die je naar onze winkel stuurt.',
    blocks: [
      {
        type: 'rich-text',
        paragraphs: [
          'Heb je een kweekblog, forum of kanaal? Doe mee met het affiliateprogramma en verdien aan elke bestelling die je doorverwijst.',
        ],
      },
      {
        type: 'rich-text',
        heading: 'Zo werkt het',
        paragraphs: [
          'Deel links met je affiliate-id. Bezoekers worden 90 dagen gevolgd en elke bestelling in die tijd telt voor jou.',
        ],
      },
      {
        type: 'faq-list',
        heading: 'Vragen over het programma',
        items: [
          { question: 'Wat kost het?', answer: 'Niets: meedoen is gratis en er is geen minimum.' },
          {
            question: 'Wanneer wordt de commissie betaald?',
            answer: 'Eén keer per maand, voor elke bestelling die is geleverd en niet is teruggestuurd.',
          },
        ],
      },
      {
        type: 'call-to-action',
        heading: 'Klaar om mee te doen?',
        text: 'Vertel ons via het contactformulier over je site en we zetten alles binnen twee werkdagen klaar.',
        label: 'Neem contact op',
        routeId: 'contact',
      },
    ],
  },
  fr: {
    title: "Programme d'affiliation",
    summary: 'Touchez une commission sur chaque commande des visiteurs que vous envoyez vers notre boutique.',
    blocks: [
      {
        type: 'rich-text',
        paragraphs: [
          "Vous tenez un blog de culture, un forum ou une chaîne ? Rejoignez le programme d'affiliation et gagnez sur chaque commande que vous apportez.",
        ],
      },
      {
        type: 'rich-text',
        heading: 'Comment ça marche',
        paragraphs: [
          "Partagez des liens avec votre identifiant d'affilié. Les visiteurs sont suivis pendant 90 jours et chaque commande passée pendant ce temps compte pour vous.",
        ],
      },
      {
        type: 'faq-list',
        heading: 'Questions sur le programme',
        items: [
          { question: 'Combien ça coûte ?', answer: "Rien : l'inscription est gratuite et il n'y a pas de minimum." },
          {
            question: 'Quand les commissions sont-elles versées ?',
            answer: 'Une fois par mois, pour chaque commande livrée et non retournée.',
          },
        ],
      },
      {
        type: 'call-to-action',
        heading: 'Prêt à nous rejoindre ?',
        text: 'Parlez-nous de votre site via le formulaire de contact et nous vous inscrivons sous deux jours ouvrés.',
        label: 'Nous contacter',
        routeId: 'contact',
      },
    ],
  },
};
